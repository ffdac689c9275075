import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { valueListsParamSchema } from './value-lists.schemas';
import { loadValueLists } from './value-lists.service';

export const valueListsRoutes = createRouter().get('/:names', validate('param', valueListsParamSchema), async (c) => {
  const language = c.var.auth.user?.language || c.var.services.settings.get<string>('i18n.default_localization');
  return c.json(await loadValueLists(c.var.db, c.var.services.cache, c.req.valid('param').names, language));
});
