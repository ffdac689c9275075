import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { idParam } from '../../accounts/roles/roles.schemas';
import { createThemeSchema, themeListQuery, updateThemeSchema } from '../../../shared/themes.schemas';
import { themeList, themeSaved, themeShown } from './themes.responses';
import { createTheme, deleteTheme, getTheme, listThemesPage, updateTheme } from './themes.service';

const canEdit = requirePermission('appearance.update');

// Themes are cached under the 'themes' tag for the bootstrap data: every write drops it.
export const themesRoutes = createRouter()
  .get('/', canEdit, validate('query', themeListQuery), responds(themeList), async (c) =>
    c.json({ pagination: await listThemesPage(c.var, c.req.valid('query')) }),
  )
  .get('/:id', canEdit, validate('param', idParam), responds(themeShown), async (c) =>
    c.json({ theme: await getTheme(c.var, c.req.valid('param').id) }),
  )
  .post('/', canEdit, validate('json', createThemeSchema), responds(themeSaved), async (c) => {
    const theme = await createTheme(c.var, c.req.valid('json'));
    return c.json({ theme, message: 'Theme created' }, 201);
  })
  .put('/:id', canEdit, validate('param', idParam), validate('json', updateThemeSchema), responds(themeSaved), async (c) => {
    const theme = await updateTheme(c.var, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ theme, message: 'Theme updated' });
  })
  .delete('/:id', canEdit, validate('param', idParam), responds(messageBody), async (c) => {
    await deleteTheme(c.var, c.req.valid('param').id);
    return c.json({ message: 'Theme deleted' });
  });
