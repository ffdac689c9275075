import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { AppError, notFound, validationError, zodToFieldErrors } from '../../../http/errors';
import { authorize, requireUser } from '../../../http/guard';
import { paginate } from '../../../http/pagination';
import { listUserTokens } from '../access-tokens/access-tokens.queries';
import { readExtraFields } from '../auth/registration-fields.queries';
import { listUserProfiles } from '../social/social.queries';
import { deleteUsers } from './user-deletion';
import { presentCurrentUser, presentUser } from './users.present';
import { authorizeSelfOr, resolveUserId } from './users.access';
import { directPermissions, findUser, listUsersQueryBuilder, rolesByUser } from './users.queries';
import { type AdminUpdate, createUserSchema, type ListUsersQuery } from './users.schemas';
import { twoFactorState } from './users.security';
import { banUser, createUser, unbanUser } from './users.service';
import { checkUserFields, updateUser } from './users.update';

/** One user as an admin sees it: roles, direct permissions, social profiles and tokens (never hashes). */
export async function presentUserById(db: Db, id: number) {
  const row = await findUser(db, id);
  if (!row) throw notFound();
  const roles = (await rolesByUser(db, [id])).get(id) ?? [];
  const tokens = (await listUserTokens(db, id)).map(({ id: tokenId, name, last_used_at }) => ({ id: tokenId, name, last_used_at }));
  return presentUser(row, roles, {
    permissions: await directPermissions(db, id),
    social_profiles: await listUserProfiles(db, id),
    tokens,
    extra_fields: await readExtraFields(db, id),
    ...(await twoFactorState(db, id)),
  });
}

/** GET users/{id}: 'me' is the signed-in payload; a numeric id (even one's own) is the admin view of
 * the account, with direct permissions rather than the merged ones (users.view unless it is oneself). */
export async function showUser({ db, auth }: ActorDeps, param: number | 'me') {
  const me = requireUser(auth);
  if (param === 'me') return presentCurrentUser(db, me);
  const id = resolveUserId(auth, param);
  authorizeSelfOr(auth, id, 'users.view');
  return presentUserById(db, id);
}

export async function listUsers({ db, auth }: ActorDeps, q: ListUsersQuery) {
  authorize(auth, 'users.view');
  const page = await paginate(listUsersQueryBuilder(db, q), q);
  const roles = await rolesByUser(
    db,
    page.data.map((u) => u.id),
  );
  return { ...page, data: page.data.map((u) => presentUser(u, roles.get(u.id) ?? [])) };
}

/** POST users (users.create): a verified account unless told otherwise, default role unless roles given. */
export async function createUserAsAdmin(deps: ActorDeps, body: unknown) {
  const { db, auth } = deps;
  authorize(auth, 'users.create');
  const parsed = createUserSchema.safeParse(body ?? {});
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  const input = parsed.data;
  const errors = await checkUserFields(db, input);
  if (Object.keys(errors).length) throw validationError(errors);
  const created = await createUser(db, {
    email: input.email,
    password: input.password ?? null,
    name: input.name ?? ([input.first_name, input.last_name].filter(Boolean).join(' ') || null),
    roleIds: input.roles,
    verified: input.email_verified ?? true,
    language: input.language ?? null,
  });
  const rest: AdminUpdate = { ...input, email: undefined, password: undefined, roles: undefined, email_verified: undefined };
  await updateUser(deps, created.id, stripUndefined(rest));
  return created.id;
}

function stripUndefined(o: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** DELETE users/{ids} (users.delete): never oneself through this call, never the last admin. */
export async function deleteUsersAsAdmin({ db, services, auth }: ActorDeps, targets: (number | 'me')[]) {
  const caller = requireUser(auth);
  const ids = targets.map((id) => (id === 'me' ? caller.id : id));
  authorize(auth, 'users.delete');
  if (ids.includes(caller.id)) {
    throw new AppError(422, 'Delete your own account from account settings.', undefined, 'self_delete');
  }
  return deleteUsers(db, services.storage, ids);
}

/** Ban or unban from the admin: never oneself; a ban ends every session of the user (banUser). */
export async function setBanned({ db, auth }: ActorDeps, id: number, banned: boolean, reason?: string | null) {
  authorize(auth, 'users.update');
  const caller = requireUser(auth);
  if (banned && caller.id === id) throw new AppError(422, 'You cannot suspend your own account.', undefined, 'self_ban');
  const row = await findUser(db, id);
  if (!row) throw notFound();
  if (banned) await banUser(db, id, reason);
  else await unbanUser(db, id);
  return presentUserById(db, id);
}
