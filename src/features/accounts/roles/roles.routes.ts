import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { messageBody } from '../../../http/response-schemas';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import {
  createRoleSchema,
  idParam,
  permissionCatalogueBody,
  roleBody,
  roleListQuery,
  rolesPage,
  savedRoleBody,
  updateRoleSchema,
} from './roles.schemas';
import { createRole, deleteRole, getRole, listRoles, permissionCatalogue, updateRole } from './roles.service';

const canManage = requirePermission('roles.update');

// Guest permissions are cached under the 'roles' tag (services.guestSubject): every write drops it.
export const permissionsRoutes = createRouter().get('/', canManage, responds(permissionCatalogueBody), async (c) =>
  c.json({ permissions: await permissionCatalogue(c.var.db) }),
);

export const rolesRoutes = createRouter()
  .get('/', canManage, validate('query', roleListQuery), responds(rolesPage), async (c) =>
    c.json({ pagination: await listRoles(c.var.db, c.req.valid('query')) }),
  )
  .get('/:id', canManage, validate('param', idParam), responds(roleBody), async (c) =>
    c.json({ role: await getRole(c.var.db, c.req.valid('param').id) }),
  )
  .post('/', canManage, validate('json', createRoleSchema), responds(savedRoleBody), async (c) => {
    const role = await createRole(c.var, c.req.valid('json'));
    return c.json({ role, message: 'Role created' }, 201);
  })
  .put('/:id', canManage, validate('param', idParam), validate('json', updateRoleSchema), responds(savedRoleBody), async (c) => {
    const role = await updateRole(c.var, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ role, message: 'Role updated' });
  })
  .delete('/:id', canManage, validate('param', idParam), responds(messageBody), async (c) => {
    await deleteRole(c.var, c.req.valid('param').id);
    return c.json({ message: 'Role deleted' });
  });
