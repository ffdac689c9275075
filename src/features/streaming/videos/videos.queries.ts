import { containsText } from '../../../db/dialect';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type Db, nowIso, type Trx } from '../../../db/database';
import type { VideoCaptionsTable, VideosTable } from '../../../db/tables/videos';
import { episodeAt } from '../../catalogue/episodes/episodes.queries';
import type { ListVideosQuery } from './videos.schemas';

export type VideoRow = Selectable<VideosTable>;
export type CaptionRow = Selectable<VideoCaptionsTable>;

export const findVideo = (db: Db | Trx, id: number) => db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();

export function listVideosQuery(db: Db, q: ListVideosQuery, visibility: { all: boolean; userId: number | null }) {
  let query = db.selectFrom('videos').selectAll();
  if (!visibility.all) {
    // without videos.update: approved videos, plus the viewer's own submissions
    query = query.where((eb) =>
      visibility.userId ? eb.or([eb('approved', '=', 1), eb('user_id', '=', visibility.userId)]) : eb('approved', '=', 1),
    );
  }
  if (q.title_id) query = query.where('title_id', '=', q.title_id);
  if (q.season_number !== undefined) query = query.where('season_number', '=', q.season_number);
  if (q.episode_number !== undefined) query = query.where('episode_number', '=', q.episode_number);
  if (q.type) query = query.where('type', '=', q.type);
  if (q.category) query = query.where('category', '=', q.category);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.approved !== undefined) query = query.where('approved', '=', q.approved ? 1 : 0);
  if (q.user_id) query = query.where('user_id', '=', q.user_id);
  if (q.query) query = query.where(containsText(sql.ref('name'), q.query));
  return query.orderBy(q.orderBy, q.orderDir).orderBy('id', 'asc');
}

export function captionsFor(db: Db | Trx, videoIds: number[]) {
  if (!videoIds.length) return Promise.resolve([] as CaptionRow[]);
  return db.selectFrom('video_captions').selectAll().where('video_id', 'in', videoIds).orderBy('id').execute();
}

export async function findEpisodeId(db: Db | Trx, titleId: number, season: number | null | undefined, episode: number | null | undefined) {
  if (season == null || episode == null) return null;
  const row = await episodeAt(db, titleId, season, episode).select('id').executeTakeFirst();
  return row?.id ?? null;
}

export const titleExists = async (db: Db | Trx, id: number) =>
  !!(await db.selectFrom('titles').select('id').where('id', '=', id).executeTakeFirst());

export function setVideoStatus(db: Db | Trx, id: number, values: Partial<Omit<VideoRow, 'id'>>) {
  return db
    .updateTable('videos')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** A live uploaded file (migrations/0450_uploads.ts) that a video may take as its source. */
export const findFileEntry = (db: Db | Trx, id: number) =>
  db
    .selectFrom('file_entries')
    .select(['id', 'user_id', 'disk_key'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export function titleNames(db: Db | Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as { id: number; name: string; type: string; slug: string }[]);
  return db.selectFrom('titles').select(['id', 'name', 'type', 'slug']).where('id', 'in', ids).execute();
}

export const insertVideo = (db: Db | Trx, values: Insertable<VideosTable>) =>
  db.insertInto('videos').values(values).returningAll().executeTakeFirstOrThrow();

/** Writes the fields (and updated_at) of a video; returns the row after. */
export const updateVideoRow = (db: Db | Trx, id: number, values: Updateable<VideosTable>) =>
  db
    .updateTable('videos')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** What deleting videos needs to check and clean up. */
export const videosForDeletion = (db: Db | Trx, ids: number[]) =>
  db.selectFrom('videos').select(['id', 'user_id', 'approved', 'source_key', 'title_id']).where('id', 'in', ids).execute();

export async function deleteVideoRows(db: Db | Trx, ids: number[]) {
  await db.deleteFrom('videos').where('id', 'in', ids).execute();
}

/** A video whose source is one of these file entries or storage keys. */
export const videoUsingFiles = (db: Db | Trx, entryIds: number[], diskKeys: string[]) =>
  db
    .selectFrom('videos')
    .select('file_entry_id')
    .where((eb) => eb.or([eb('file_entry_id', 'in', entryIds), eb('source_key', 'in', diskKeys)]))
    .executeTakeFirst();

/** The light fields of a video that a title payload lists. */
const TITLE_VIDEO_FIELDS = [
  'id',
  'name',
  'type',
  'category',
  'quality',
  'language',
  'season_number',
  'episode_number',
  'duration',
  'thumbnail',
  'status',
  'order',
] as const;

/** A title's approved videos, light fields only (the title payload lists them). */
export const approvedVideosOfTitle = (db: Db | Trx, titleId: number) =>
  db
    .selectFrom('videos')
    .select(TITLE_VIDEO_FIELDS)
    .where('title_id', '=', titleId)
    .where('approved', '=', 1)
    .orderBy('order')
    .orderBy('id')
    .limit(50)
    .execute();
