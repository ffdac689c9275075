import { type Db, nowIso } from '../../../../db/database';
import type { Storage } from '../../../../platform/storage';
import type { S3Storage } from '../../../../platform/storage-s3';
import { diskKeyInUse } from '../file-entries.queries';
import { deleteFinishedS3UploadsBefore, transitionUpload, unfinishedS3UploadsBefore } from './s3-uploads.queries';

// Direct uploads a browser started and never finished still cost storage: parts of an open
// multipart upload, or an object PUT without its s3/entries call. After ABANDONED_DAYS they are
// aborted or deleted; finished records are dropped after KEEP_DAYS.

export const ABANDONED_DAYS = 7;
const KEEP_DAYS = 30;
const daysAgo = (days: number, now: number) => nowIso(new Date(now - days * 86_400_000));

export async function pruneAbandonedS3Uploads(db: Db, storage: Storage, now = Date.now()) {
  if (storage.driver !== 's3') return { aborted: 0, removed: 0 };
  const s3 = storage as S3Storage;
  const stale = await unfinishedS3UploadsBefore(db, daysAgo(ABANDONED_DAYS, now));
  let aborted = 0;
  for (const row of stale) {
    if (row.kind === 'multipart' && row.status === 'pending' && row.upload_id) {
      await s3.abortMultipart(row.disk_key, row.upload_id);
    } else {
      // an object without an entry; never one that a file entry points at
      if (!(await diskKeyInUse(db, row.disk_key))) await s3.delete(row.disk_key);
    }
    await transitionUpload(db, row.id, [row.status], 'aborted');
    aborted++;
  }
  const removed = await deleteFinishedS3UploadsBefore(db, daysAgo(KEEP_DAYS, now));
  return { aborted, removed };
}
