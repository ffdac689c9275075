import type { Insertable, Selectable } from 'kysely';
import { type Db, nowIso } from '../../../../db/database';
import type { S3UploadStatus, S3UploadsTable } from '../../../../db/tables/s3-uploads';

export type S3UploadRow = Selectable<S3UploadsTable>;

export async function insertS3Upload(db: Db, row: Omit<Insertable<S3UploadsTable>, 'created_at' | 'updated_at'>) {
  const now = nowIso();
  return db
    .insertInto('s3_uploads')
    .values({ ...row, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's own upload with this key (and multipart upload id when given), or undefined. */
export async function findOwnUpload(db: Db, userId: number, diskKey: string, uploadId?: string) {
  let q = db.selectFrom('s3_uploads').selectAll().where('user_id', '=', userId).where('disk_key', '=', diskKey);
  if (uploadId !== undefined) q = q.where('kind', '=', 'multipart').where('upload_id', '=', uploadId);
  return q.executeTakeFirst();
}

/** Moves an upload from one of `from` to `to`; false when another request got there first. */
export async function transitionUpload(db: Db, id: number, from: S3UploadStatus[], to: S3UploadStatus, fileEntryId?: number) {
  const res = await db
    .updateTable('s3_uploads')
    .set({ status: to, updated_at: nowIso(), ...(fileEntryId ? { file_entry_id: fileEntryId } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Uploads still pending or completed without an entry, untouched since `before` (at most 1000). */
export const unfinishedS3UploadsBefore = (db: Db, before: string) =>
  db
    .selectFrom('s3_uploads')
    .select(['id', 'kind', 'status', 'disk_key', 'upload_id'])
    .where('status', 'in', ['pending', 'completed'])
    .where('updated_at', '<', before)
    .limit(1000)
    .execute();

/** Drops the records of finished uploads untouched since `before`; returns how many. */
export async function deleteFinishedS3UploadsBefore(db: Db, before: string) {
  const removed = await db
    .deleteFrom('s3_uploads')
    .where('status', 'in', ['done', 'aborted', 'failed'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
