import type { Db } from '../../../db/database';

export function listUserTokens(db: Db, userId: number) {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'name', 'last_used_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function insertToken(db: Db, row: { user_id: number; name: string; token_hash: string; created_at: string }) {
  return db
    .insertInto('personal_access_tokens')
    .values(row)
    .returning(['id', 'name', 'last_used_at', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findToken(db: Db, id: number) {
  return db.selectFrom('personal_access_tokens').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

export function findTokenByHash(db: Db, hash: string) {
  return db
    .selectFrom('personal_access_tokens')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

export async function deleteToken(db: Db, id: number) {
  await db.deleteFrom('personal_access_tokens').where('id', '=', id).execute();
}

export async function touchToken(db: Db, id: number, at: string) {
  await db.updateTable('personal_access_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
