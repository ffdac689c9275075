import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { DataImportsTable, DataImportUnmatchedTable } from '../../../db/tables/data-imports';
import type { WatchHistoryTable, WatchSource } from '../../../db/tables/history';
import { historyQuery } from '../../streaming/history/history.queries';

// Every query of the data import: its own rows, title matching, and the rows it writes into
// ratings, reviews, lists and the watch history.

export function insertDataImport(db: Db, values: Insertable<DataImportsTable>) {
  return db.insertInto('data_imports').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findDataImport(db: Db, id: number) {
  return db.selectFrom('data_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateDataImport(db: Db, id: number, set: Updateable<DataImportsTable>) {
  return db.updateTable('data_imports').set(set).where('id', '=', id).execute();
}

export function latestDataImports(db: Db, userId: number, limit: number) {
  return db.selectFrom('data_imports').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

export function insertUnmatched(db: Db | Trx, values: Insertable<DataImportUnmatchedTable>) {
  return db.insertInto('data_import_unmatched').values(values).execute();
}

export function clearUnmatched(db: Db, importId: number) {
  return db.deleteFrom('data_import_unmatched').where('import_id', '=', importId).execute();
}

export function deleteUnmatchedRow(db: Db, id: number) {
  return db.deleteFrom('data_import_unmatched').where('id', '=', id).execute();
}

/** The report's rows in file order, read in pages so a large report is never held whole. */
export function unmatchedPage(db: Db, importId: number, afterId: number, limit: number) {
  return db
    .selectFrom('data_import_unmatched')
    .selectAll()
    .where('import_id', '=', importId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The distinct outside ids of rows that matched nothing, for an admin's TMDB import. */
export function unmatchedExternalIds(db: Db, importId: number) {
  return db
    .selectFrom('data_import_unmatched')
    .select(['imdb_id', 'tmdb_id', 'media_type'])
    .distinct()
    .where('import_id', '=', importId)
    .where('matched_title_id', 'is', null)
    .where((eb) => eb.or([eb('imdb_id', 'is not', null), eb('tmdb_id', 'is not', null)]))
    .execute();
}

export function titleById(db: Db, id: number) {
  return db.selectFrom('titles').select(['id', 'slug', 'name', 'original_name']).where('id', '=', id).executeTakeFirst();
}

export function titleIdByImdb(db: Db, imdbId: string) {
  return db.selectFrom('titles').select(['id', 'type']).where('imdb_id', '=', imdbId).executeTakeFirst();
}

export function titleIdByTmdb(db: Db, tmdbId: number, type: 'movie' | 'series' | null) {
  let q = db.selectFrom('titles').select(['id', 'type']).where('tmdb_id', '=', tmdbId);
  if (type) q = q.where('type', '=', type);
  return q.executeTakeFirst();
}

/** Every title's names and year, for matching by name (accent and case folding happen in JS). */
export function titleNames(db: Db) {
  return db.selectFrom('titles').select(['id', 'type', 'name', 'original_name', 'year', 'popularity']).execute();
}

/** Whether the user has a diary entry of this title from this source under another key (watched.csv vs diary.csv). */
export async function hasOtherHistory(trx: Trx, userId: number, titleId: number, source: WatchSource, key: string) {
  const other = historyQuery(trx, userId).where('h.title_id', '=', titleId).where('h.source', '=', source).where('h.source_key', '!=', key);
  return !!(await other.executeTakeFirst());
}

export function updateHistory(trx: Trx, id: number, set: Updateable<WatchHistoryTable>) {
  return trx.updateTable('watch_history').set(set).where('id', '=', id).execute();
}

/** The user's own (not a workspace's) list of that name, other than the watchlist. */
export function ownListNamed(trx: Trx, userId: number, name: string) {
  return trx
    .selectFrom('lists')
    .select(['id'])
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .where('watchlist_of', 'is', null)
    .where('workspace_id', 'is', null)
    .executeTakeFirst();
}

export function listHasTitle(trx: Trx, listId: number, titleId: number) {
  return trx
    .selectFrom('list_items')
    .select(['id', 'order'])
    .where('list_id', '=', listId)
    .where('item_type', '=', 'title')
    .where('item_id', '=', titleId)
    .executeTakeFirst();
}

export function insertListItemAt(trx: Trx, listId: number, titleId: number, order: number, userId: number, now: string) {
  return trx
    .insertInto('list_items')
    .values({ list_id: listId, item_type: 'title', item_id: titleId, order, added_by: userId, created_at: now })
    .execute();
}

export function moveListItem(trx: Trx, id: number, order: number) {
  return trx.updateTable('list_items').set({ order }).where('id', '=', id).execute();
}
