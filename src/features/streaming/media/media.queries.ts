import type { Db } from '../../../db/database';

/** What the stream route checks of a video: visibility, category and the playable original. */
export const findStreamableVideo = (db: Db, id: number) =>
  db
    .selectFrom('videos')
    .select(['id', 'approved', 'category', 'source_key', 'sources', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
