import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedBody, reorderedBody } from '../common/present.schemas';
import { ID, idOrSlugParam } from '../common/slug';
import { createCreditBody, oneCredit, reorderCreditsBody, titleCreditList, updateCreditBody } from './credits.schemas';
import { createCredit, deleteCredit, reorderCredits, titleCredits, updateCredit } from './credits.service';
import { lazySchema } from '../../../http/lazy-schema';

const titleParam = lazySchema(() => z.object({ id: idOrSlugParam }));
const creditParams = lazySchema(() => z.object({ id: idOrSlugParam, creditId: z.coerce.number().int().positive() }));
const CREDIT = `/:id${ID}/credits/:creditId{[0-9]+}`; // under /titles

export const creditsRoutes = createRouter()
  .get(`/:id${ID}/credits`, requirePermission('titles.view'), validate('param', titleParam), responds(titleCreditList), async (c) =>
    c.json({ credits: await titleCredits(c.var, c.req.valid('param').id) }),
  )
  .post(
    '/credits/reorder',
    requirePermission('titles.update'),
    validate('json', reorderCreditsBody),
    responds(reorderedBody),
    async (c) => {
      await reorderCredits(c.var, c.req.valid('json').ids);
      return c.json({ reordered: true });
    },
  )
  .post(
    `/:id${ID}/credits`,
    requirePermission('titles.update'),
    validate('param', titleParam),
    validate('json', createCreditBody),
    responds(oneCredit),
    async (c) => c.json({ credit: await createCredit(c.var, c.req.valid('param').id, c.req.valid('json')) }, 201),
  )
  .put(
    CREDIT,
    requirePermission('titles.update'),
    validate('param', creditParams),
    validate('json', updateCreditBody),
    responds(oneCredit),
    async (c) => {
      const { id, creditId } = c.req.valid('param');
      return c.json({ credit: await updateCredit(c.var, id, creditId, c.req.valid('json')) });
    },
  )
  .delete(CREDIT, requirePermission('titles.update'), validate('param', creditParams), responds(deletedBody), async (c) => {
    const { id, creditId } = c.req.valid('param');
    await deleteCredit(c.var, id, creditId);
    return c.json({ deleted: true });
  });
