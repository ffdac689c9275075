import { containsText } from '../../../db/dialect';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { FileEntriesTable } from '../../../db/tables/uploads';
import type { FileEntriesListQuery } from './uploads.schemas';

/** An entry not marked deleted. */
export const findLiveEntry = (db: Db, id: number) =>
  db.selectFrom('file_entries').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

/** Entries (deleted or not) by id or by storage key. */
export const entriesByIdsOrKeys = (db: Db, ids: number[], diskKeys: string[]) =>
  db
    .selectFrom('file_entries')
    .selectAll()
    .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(diskKeys.length ? [eb('disk_key', 'in', diskKeys)] : [])]))
    .execute();

export async function deleteEntryRows(db: Db, ids: number[]) {
  await db.deleteFrom('file_entries').where('id', 'in', ids).execute();
}

export async function markEntriesDeleted(db: Db, ids: number[], now: string) {
  await db.updateTable('file_entries').set({ deleted_at: now, updated_at: now }).where('id', 'in', ids).execute();
}

/** Bytes stored for a user: entries marked deleted keep their bytes until deleted forever, so they count. */
export async function storageUsed(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('file_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('file_size'), eb.val(0)).as('used'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Whether an entry (deleted or not) points at this storage key. */
export const diskKeyInUse = async (db: Db, diskKey: string) =>
  !!(await db.selectFrom('file_entries').select('id').where('disk_key', '=', diskKey).executeTakeFirst());

export const insertFileEntry = (db: Db, values: Insertable<FileEntriesTable>) =>
  db.insertInto('file_entries').values(values).returningAll().executeTakeFirstOrThrow();

/** The admin Files list with each entry's owner, entries marked deleted left out (to paginate). */
export function adminFileEntriesQuery(db: Db, q: FileEntriesListQuery) {
  let query = db
    .selectFrom('file_entries')
    .leftJoin('users', 'users.id', 'file_entries.user_id')
    .selectAll('file_entries')
    .select(['users.name as owner_name', 'users.email as owner_email', 'users.image as owner_image'])
    .where('file_entries.deleted_at', 'is', null);
  if (q.query) query = query.where(containsText(sql.ref('file_entries.name'), q.query));
  if (q.type === 'image') query = query.where('file_entries.mime', 'like', 'image/%');
  else if (q.type === 'video') query = query.where('file_entries.mime', 'like', 'video/%');
  else if (q.type === 'other')
    query = query.where('file_entries.mime', 'not like', 'image/%').where('file_entries.mime', 'not like', 'video/%');
  if (q.userId) query = query.where('file_entries.user_id', '=', q.userId);
  return query.orderBy(`file_entries.${q.orderBy}`, q.orderDir).orderBy('file_entries.id', q.orderDir);
}
