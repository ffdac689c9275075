import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { valueListsParamSchema } from './value-lists.schemas';
import { loadValueLists } from './value-lists.service';

export const valueListsRoutes = createRouter().get('/:names', validate('param', valueListsParamSchema), async (c) => {
  return c.json(await loadValueLists(c.var, c.req.valid('param').names));
});
