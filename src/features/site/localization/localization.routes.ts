import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { idParam } from '../../accounts/roles/roles.schemas';
import {
  createLocalizationSchema,
  localizationExport,
  localizationFileSchema,
  localizationList,
  localizationListQuery,
  localizationSaved,
  localizationShown,
  sourceStringList,
  updateLocalizationSchema,
} from './localization.schemas';
import {
  createLocalization,
  deleteLocalization,
  exportLocalization,
  getLocalization,
  importLines,
  listLocalizationsPage,
  setDefaultLocalization,
  updateLocalization,
} from './localization.service';
import { sourceStrings } from './source-strings';

const canManage = requirePermission('localizations.update');
const byId = validate('param', idParam);
const answersSaved = responds(localizationSaved);

// The bootstrap data caches translation blocks under the 'localizations' tag: writes drop it.
export const localizationRoutes = createRouter()
  .get('/', canManage, validate('query', localizationListQuery), responds(localizationList), async (c) =>
    c.json({ pagination: await listLocalizationsPage(c.var, c.req.valid('query')) }),
  )
  // the English texts the web client translates: the rows of the translate screen
  .get('/source-strings', canManage, responds(sourceStringList), (c) => c.json({ strings: sourceStrings() }))
  .get('/:id', canManage, validate('param', idParam), responds(localizationShown), async (c) =>
    c.json({ localization: await getLocalization(c.var, c.req.valid('param').id) }),
  )
  .get('/:id/export', canManage, validate('param', idParam), responds(localizationExport), async (c) => {
    const file = await exportLocalization(c.var, c.req.valid('param').id);
    c.header('Content-Disposition', `attachment; filename="localization-${file.language}.json"`);
    return c.json(file);
  })
  .post('/', canManage, validate('json', createLocalizationSchema), answersSaved, async (c) => {
    const localization = await createLocalization(c.var, c.req.valid('json'));
    return c.json({ localization, message: 'Localization created' }, 201);
  })
  .post('/:id/import', canManage, byId, validate('json', localizationFileSchema), answersSaved, async (c) => {
    const localization = await importLines(c.var, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ localization, message: 'Translations imported' });
  })
  .post('/:id/default', canManage, byId, answersSaved, async (c) => {
    const localization = await setDefaultLocalization(c.var, c.req.valid('param').id);
    return c.json({ localization, message: 'Default localization changed' });
  })
  .put('/:id', canManage, byId, validate('json', updateLocalizationSchema), answersSaved, async (c) => {
    const localization = await updateLocalization(c.var, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ localization, message: 'Localization updated' });
  })
  .delete('/:id', canManage, validate('param', idParam), responds(messageBody), async (c) => {
    await deleteLocalization(c.var, c.req.valid('param').id);
    return c.json({ message: 'Localization deleted' });
  });
