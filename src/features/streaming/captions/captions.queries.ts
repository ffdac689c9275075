import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { VideoCaptionsTable } from '../../../db/tables/videos';

export const insertCaption = (db: Db, values: Insertable<VideoCaptionsTable>) =>
  db.insertInto('video_captions').values(values).returningAll().executeTakeFirstOrThrow();

export const findCaption = (db: Db, videoId: number, captionId: number) =>
  db.selectFrom('video_captions').selectAll().where('id', '=', captionId).where('video_id', '=', videoId).executeTakeFirst();

export async function deleteCaption(db: Db, id: number) {
  await db.deleteFrom('video_captions').where('id', '=', id).execute();
}
