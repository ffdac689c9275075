import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedBody } from '../common/present.schemas';
import { ID, IDS, parseIds } from '../common/slug';
import { attachTagBody, oneTag, tagBody, tagListQuery, tagPage, tagTypeParam, titleTagParams } from './tags.schemas';
import { attachTitleTag, createTag, deleteTags, detachTitleTag, listTags, updateTag } from './tags.service';

const TYPE = ':type{[a-z]+}';

export const titleTagsRoutes = createRouter()
  .post(
    `/:id${ID}/tags/${TYPE}`,
    requirePermission('titles.update'),
    validate('param', titleTagParams),
    validate('json', attachTagBody),
    responds(oneTag),
    async (c) => {
      const { id, type } = c.req.valid('param');
      return c.json({ tag: await attachTitleTag(c.var, id, type, c.req.valid('json')) }, 201);
    },
  )
  .delete(
    `/:id${ID}/tags/${TYPE}/:tagId{[0-9]+}`,
    requirePermission('titles.update'),
    validate('param', () => titleTagParams.extend({ tagId: z.coerce.number().int().positive() })),
    responds(deletedBody),
    async (c) => {
      const { id, type, tagId } = c.req.valid('param');
      await detachTitleTag(c.var, id, type, tagId);
      return c.json({ deleted: true });
    },
  );

/** The tag catalogue (keywords, genres...) by type. */
export const tagsRoutes = createRouter()
  .get(
    `/${TYPE}`,
    requirePermission('tags.update'),
    validate('param', tagTypeParam),
    validate('query', tagListQuery),
    responds(tagPage),
    async (c) => c.json({ pagination: await listTags(c.var, c.req.valid('param').type, c.req.valid('query')) }),
  )
  .post(
    `/${TYPE}`,
    requirePermission('tags.update'),
    validate('param', tagTypeParam),
    validate('json', tagBody),
    responds(oneTag),
    async (c) => c.json({ tag: await createTag(c.var, c.req.valid('param').type, c.req.valid('json')) }, 201),
  )
  .put(
    `/${TYPE}/:tagId{[0-9]+}`,
    requirePermission('tags.update'),
    validate('param', () => tagTypeParam.extend({ tagId: z.coerce.number().int().positive() })),
    validate('json', tagBody),
    responds(oneTag),
    async (c) => {
      const { type, tagId } = c.req.valid('param');
      return c.json({ tag: await updateTag(c.var, type, tagId, c.req.valid('json')) });
    },
  )
  .delete(
    `/${TYPE}/:ids${IDS}`,
    requirePermission('tags.update'),
    validate('param', () => tagTypeParam.extend({ ids: z.string() })),
    responds(deletedBody),
    async (c) => {
      const { type, ids } = c.req.valid('param');
      await deleteTags(c.var, type, parseIds(ids));
      return c.json({ deleted: true });
    },
  );
