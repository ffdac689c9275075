import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { deleteOwnAccount } from '../account/account.service';
import { buildBootstrapData } from '../../site/bootstrap/bootstrap.service';
import { requireUser } from '../../../http/guard';
import { authorizeSelfOr, resolveUserId } from './users.access';
import { createUserAsAdmin, deleteUsersAsAdmin, listUsers, presentUserById, setBanned } from './users.admin';
import { presentCurrentUser, type UserPayloadExtension } from './users.present';
import { banUserSchema, deleteUsersQuery, listUsersQuery, userIdParam, userIdsParam } from './users.schemas';
import { disableTwoFactorOf, listSessionsOf, signOutSessionsOf } from './users.security';
import { updateUser } from './users.update';

// The signed-in user payload also carries the account details the settings page edits.
export const accountDetailsPayload: UserPayloadExtension = async (db, user) => {
  const row = await db.selectFrom('users').select(['first_name', 'last_name', 'country']).where('id', '=', user.id).executeTakeFirst();
  return { first_name: row?.first_name ?? null, last_name: row?.last_name ?? null, country: row?.country ?? null };
};

export const usersRoutes = createRouter()
  .get('/', validate('query', listUsersQuery), async (c) => {
    return c.json({ pagination: await listUsers(c.var.db, c.var.auth, c.req.valid('query')) });
  })
  .post('/', async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const id = await createUserAsAdmin(c.var.db, c.var.auth, body);
    return c.json({ user: await presentUserById(c.var.db, id), message: 'User created' }, 201);
  })
  .get('/:id', validate('param', userIdParam), async (c) => {
    const { db, auth } = c.var;
    const param = c.req.valid('param').id;
    const me = requireUser(auth);
    // 'me' is the signed-in payload; a numeric id (even one's own) is the admin view of the account,
    // with direct permissions rather than the merged ones.
    if (param === 'me') return c.json({ user: await presentCurrentUser(db, me) });
    const id = resolveUserId(auth, param);
    authorizeSelfOr(auth, id, 'users.view');
    return c.json({ user: await presentUserById(db, id) });
  })
  .put('/:id', validate('param', userIdParam), async (c) => {
    const { db, auth } = c.var;
    const id = resolveUserId(auth, c.req.valid('param').id);
    await updateUser(db, auth, id, await c.req.json().catch(() => ({})));
    return c.json({ user: await presentUserById(db, id), message: 'Updated account details' });
  })
  .delete('/:ids', validate('param', userIdsParam), validate('query', deleteUsersQuery), async (c) => {
    const { ids } = c.req.valid('param');
    const flag = c.req.valid('query').deleteCurrentUser;
    if (flag === 'true' || flag === '1') {
      await deleteOwnAccount(c, ids);
      return c.json({ message: 'Account deleted', bootstrapData: await buildBootstrapData(c) });
    }
    const me = requireUser(c.var.auth);
    const numeric = ids.map((id) => (id === 'me' ? me.id : id));
    const count = await deleteUsersAsAdmin(c.var.db, c.var.services.storage, c.var.auth, numeric);
    return c.json({ message: count === 1 ? 'User deleted' : 'Users deleted', deleted: count });
  })
  .post('/:id/ban', validate('param', userIdParam), validate('json', banUserSchema), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    const user = await setBanned(c.var.db, c.var.auth, id, true, c.req.valid('json').ban_reason);
    return c.json({ user, message: 'User suspended' });
  })
  .post('/:id/unban', validate('param', userIdParam), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ user: await setBanned(c.var.db, c.var.auth, id, false), message: 'User unsuspended' });
  })
  .get('/:id/sessions', validate('param', userIdParam), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ sessions: await listSessionsOf(c.var.db, c.var.auth, id) });
  })
  .delete('/:id/sessions', validate('param', userIdParam), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    await signOutSessionsOf(c.var.db, c.var.auth, id);
    return c.json({ message: 'Signed out of all sessions' });
  })
  .delete('/:id/two-factor', validate('param', userIdParam), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    await disableTwoFactorOf(c.var.db, c.var.auth, id);
    return c.json({ user: await presentUserById(c.var.db, id), message: 'Two-factor authentication disabled' });
  });
