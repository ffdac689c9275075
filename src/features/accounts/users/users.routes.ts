import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { messageBody } from '../../../http/response-schemas';
import { validate } from '../../../http/validate';
import { usersDeleted } from '../account/account.schemas';
import { userSessions } from '../user-sessions/user-sessions.schemas';
import { deleteOwnAccount } from '../account/account.service';
import { browserOf } from '../auth/browser.routes';
import { buildBootstrapData } from '../../site/bootstrap/bootstrap.service';
import { resolveUserId } from './users.access';
import { createUserAsAdmin, deleteUsersAsAdmin, listUsers, presentUserById, setBanned, showUser } from './users.admin';
import type { UserPayloadExtension } from './users.present';
import {
  adminUserAnswer,
  banUserSchema,
  userAnswer,
  deleteUsersQuery,
  listUsersQuery,
  userIdParam,
  userIdsParam,
  usersPage,
} from './users.schemas';
import { disableTwoFactorOf, listSessionsOf, signOutSessionsOf } from './users.security';
import { updateUser } from './users.update';
import { findAccountDetails } from './users.queries';

// The signed-in user payload also carries the account details the settings page edits.
export const accountDetailsPayload: UserPayloadExtension = async (db, user) => {
  const row = await findAccountDetails(db, user.id);
  return { first_name: row?.first_name ?? null, last_name: row?.last_name ?? null, country: row?.country ?? null };
};

export const usersRoutes = createRouter()
  .get('/', validate('query', listUsersQuery), responds(usersPage), async (c) => {
    return c.json({ pagination: await listUsers(c.var, c.req.valid('query')) });
  })
  .post('/', responds(adminUserAnswer), async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const id = await createUserAsAdmin(c.var, body);
    return c.json({ user: await presentUserById(c.var.db, id), message: 'User created' }, 201);
  })
  .get('/:id', validate('param', userIdParam), responds(userAnswer), async (c) => {
    return c.json({ user: await showUser(c.var, c.req.valid('param').id) });
  })
  .put('/:id', validate('param', userIdParam), responds(adminUserAnswer), async (c) => {
    const { db, auth } = c.var;
    const id = resolveUserId(auth, c.req.valid('param').id);
    await updateUser(c.var, id, await c.req.json().catch(() => ({})));
    return c.json({ user: await presentUserById(db, id), message: 'Updated account details' });
  })
  .delete('/:ids', validate('param', userIdsParam), validate('query', deleteUsersQuery), responds(usersDeleted), async (c) => {
    const { ids } = c.req.valid('param');
    const flag = c.req.valid('query').deleteCurrentUser;
    if (flag === 'true' || flag === '1') {
      await deleteOwnAccount(c.var, browserOf(c), ids);
      return c.json({ message: 'Account deleted', bootstrapData: await buildBootstrapData(c) });
    }
    const count = await deleteUsersAsAdmin(c.var, ids);
    return c.json({ message: count === 1 ? 'User deleted' : 'Users deleted', deleted: count });
  })
  .post('/:id/ban', validate('param', userIdParam), validate('json', banUserSchema), responds(adminUserAnswer), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    const user = await setBanned(c.var, id, true, c.req.valid('json').ban_reason);
    return c.json({ user, message: 'User suspended' });
  })
  .post('/:id/unban', validate('param', userIdParam), responds(adminUserAnswer), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ user: await setBanned(c.var, id, false), message: 'User unsuspended' });
  })
  .get('/:id/sessions', validate('param', userIdParam), responds(userSessions), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ sessions: await listSessionsOf(c.var, id) });
  })
  .delete('/:id/sessions', validate('param', userIdParam), responds(messageBody), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    await signOutSessionsOf(c.var, id);
    return c.json({ message: 'Signed out of all sessions' });
  })
  .delete('/:id/two-factor', validate('param', userIdParam), responds(adminUserAnswer), async (c) => {
    const id = resolveUserId(c.var.auth, c.req.valid('param').id);
    await disableTwoFactorOf(c.var, id);
    return c.json({ user: await presentUserById(c.var.db, id), message: 'Two-factor authentication disabled' });
  });
