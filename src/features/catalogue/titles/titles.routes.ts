import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedIds } from '../common/present.schemas';
import { ID, IDS, idOrSlugParam, parseIds } from '../common/slug';
import { autocompleteTitles, listUpcoming, upcomingQuery } from './titles.discovery';
import { autocompleteQuery, createTitleBody, titleListQuery, titlePicks, upcomingBody, updateTitleBody } from './titles.schemas';
import { createTitle, deleteTitles, listRelated, listTitles, showTitleJson, updateTitle } from './titles.service';
import { lazySchema } from '../../../http/lazy-schema';

const idParam = lazySchema(() => z.object({ id: idOrSlugParam }));

export const titlesRoutes = createRouter()
  .get('/', requirePermission('titles.view'), validate('query', titleListQuery), async (c) => {
    const pagination = await listTitles(c.var, c.req.valid('query'), c.var.relations);
    return c.json({ pagination });
  })
  .get('/autocomplete', requirePermission('titles.view'), validate('query', autocompleteQuery), responds(titlePicks), async (c) => {
    const { query, type } = c.req.valid('query');
    return c.json({ titles: await autocompleteTitles(c.var, query, type) });
  })
  .get(`/:id${ID}`, requirePermission('titles.view'), validate('param', idParam), async (c) => {
    const { json, etag } = await showTitleJson(c.var, c.req.valid('param').id);
    // Our own ETag (cached with the body) spares the etag middleware hashing every response.
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8', ETag: etag });
  })
  .get(
    `/:id${ID}/related`,
    requirePermission('titles.view'),
    validate('param', idParam),
    validate('query', () => z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) })),
    async (c) => c.json({ titles: await listRelated(c.var, c.req.valid('param').id, c.req.valid('query').limit) }),
  )
  .post('/', requirePermission('titles.create'), validate('json', createTitleBody), async (c) =>
    c.json({ title: await createTitle(c.var, c.req.valid('json')) }, 201),
  )
  .put(`/:id${ID}`, requirePermission('titles.update'), validate('param', idParam), validate('json', updateTitleBody), async (c) =>
    c.json({ title: await updateTitle(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:ids${IDS}`, requirePermission('titles.delete'), responds(deletedIds), async (c) => {
    const ids = await deleteTitles(c.var, parseIds(c.req.param('ids')));
    return c.json({ deleted: ids });
  });

export const upcomingRoutes = createRouter().get(
  '/',
  requirePermission('titles.view'),
  validate('query', upcomingQuery),
  responds(upcomingBody),
  async (c) => c.json(await listUpcoming(c.var, c.req.valid('query'))),
);
