import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';

export function findProfile(db: Db, service: string, userServiceId: string) {
  return db
    .selectFrom('social_profiles')
    .select(['id', 'user_id', 'username'])
    .where('service_name', '=', service)
    .where('user_service_id', '=', userServiceId)
    .executeTakeFirst();
}

export function listUserProfiles(db: Db, userId: number) {
  return db
    .selectFrom('social_profiles')
    .select(['service_name', 'username'])
    .where('user_id', '=', userId)
    .orderBy('service_name')
    .execute();
}

/** Links (or re-links) the user's profile for a service; one profile per user and service. */
export async function linkProfile(db: Db | Trx, userId: number, service: string, userServiceId: string, username: string | null) {
  const now = nowIso();
  await db.deleteFrom('social_profiles').where('user_id', '=', userId).where('service_name', '=', service).execute();
  await db
    .insertInto('social_profiles')
    .values({ user_id: userId, service_name: service, user_service_id: userServiceId, username, created_at: now, updated_at: now })
    .execute();
}

export async function unlinkProfile(db: Db, userId: number, service: string) {
  const res = await db.deleteFrom('social_profiles').where('user_id', '=', userId).where('service_name', '=', service).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function touchProfile(db: Db, id: number, username: string | null) {
  await db.updateTable('social_profiles').set({ username, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function insertPendingLink(
  db: Db,
  row: { id: string; user_id: number; service_name: string; user_service_id: string; username: string | null; expires_at: string },
) {
  await db.deleteFrom('social_pending_links').where('expires_at', '<=', nowIso()).execute();
  await db
    .insertInto('social_pending_links')
    .values({ ...row, created_at: nowIso() })
    .execute();
}

export function findPendingLink(db: Db, id: string) {
  return db.selectFrom('social_pending_links').selectAll().where('id', '=', id).where('expires_at', '>', nowIso()).executeTakeFirst();
}

export async function deletePendingLink(db: Db | Trx, id: string) {
  await db.deleteFrom('social_pending_links').where('id', '=', id).execute();
}
