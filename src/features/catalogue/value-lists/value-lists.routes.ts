import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { valueListsBody, valueListsParamSchema } from './value-lists.schemas';
import { loadValueLists } from './value-lists.service';

export const valueListsRoutes = createRouter().get(
  '/:names',
  validate('param', valueListsParamSchema),
  responds(valueListsBody),
  async (c) => {
    return c.json(await loadValueLists(c.var, c.req.valid('param').names));
  },
);
