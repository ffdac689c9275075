import type { Db, Trx } from '../../../db/database';
import { AppError } from '../../../http/errors';
import type { Storage } from '../../../platform/storage';
import { adminUserIds, deleteUserTraces, usersByIds } from './users.queries';
import { LAST_ADMIN_MESSAGE } from './users.update';

/**
 * Cleanup another feature needs when a user is deleted (rows without ON DELETE CASCADE, files).
 * Runs inside the deleting transaction, before the user row goes.
 */
export type UserDeletionHook = (trx: Trx, userIds: number[]) => Promise<void>;
let hooks: readonly UserDeletionHook[] = [];
/** Set from the app's registry (FeatureModule.userDeletion, via installRegistry); replaces what was there. */
export function installUserDeletionHooks(list: readonly UserDeletionHook[]) {
  hooks = list;
}

/** Storage prefix of a user's avatar files. */
export const avatarPrefix = (userId: number) => `avatars/${userId}`;

/**
 * Deletes users and their personal data in one transaction: sessions, tokens, social profiles,
 * roles and grants go by cascade; e-mail log rows addressed to them are removed; then their
 * avatar files. The last admin is never deleted.
 */
export async function deleteUsers(db: Db, storage: Storage, userIds: number[]) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return 0;
  const deleted = await db.transaction().execute(async (trx) => {
    const users = await usersByIds(trx, ids);
    if (!users.length) return [];
    const admins = await adminUserIds(trx);
    const found = new Set(users.map((u) => u.id));
    if (admins.length && admins.every((id) => found.has(id))) {
      throw new AppError(422, LAST_ADMIN_MESSAGE, undefined, 'last_admin');
    }
    for (const hook of hooks) await hook(trx, [...found]);
    await deleteUserTraces(
      trx,
      [...found],
      users.map((u) => u.email),
    );
    return [...found];
  });
  for (const id of deleted) {
    await storage.deletePrefix(avatarPrefix(id));
    await storage.deletePrefix(`banners/${id}`);
    await storage.deletePrefix(`exports/${id}`); // "Download my data" archives
  }
  return deleted.length;
}
