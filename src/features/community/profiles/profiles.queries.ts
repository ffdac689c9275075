import type { Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { UserProfilesTable } from '../../../db/tables/community';

/** A user with their profile fields (null where they never saved a profile). */
export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.image',
      'users.created_at',
      'user_profiles.bio',
      'user_profiles.banner',
      'user_profiles.hide_ratings',
      'user_profiles.hide_lists',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function hidesLists(db: Db, userId: number) {
  const row = await db.selectFrom('user_profiles').select('hide_lists').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.hide_lists;
}

export async function profileBanner(db: Db, userId: number) {
  const row = await db.selectFrom('user_profiles').select('banner').where('user_id', '=', userId).executeTakeFirst();
  return row?.banner;
}

export async function updateUserName(trx: Trx, userId: number, name: string, now: string) {
  await trx.updateTable('users').set({ name, updated_at: now }).where('id', '=', userId).execute();
}

/** Updates the user's profile row, creating it first when they have none. */
export async function saveProfile(trx: Trx, userId: number, set: Updateable<UserProfilesTable> & { updated_at: string }) {
  await trx
    .insertInto('user_profiles')
    .values({ user_id: userId, updated_at: set.updated_at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await trx.updateTable('user_profiles').set(set).where('user_id', '=', userId).execute();
}
