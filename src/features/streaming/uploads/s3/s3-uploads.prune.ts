import { type Db, nowIso } from '../../../../db/database';
import type { Storage } from '../../../../platform/storage';
import type { S3Storage } from '../../../../platform/storage-s3';

// Direct uploads a browser started and never finished still cost storage: parts of an open
// multipart upload, or an object PUT without its s3/entries call. After ABANDONED_DAYS they are
// aborted or deleted; finished records are dropped after KEEP_DAYS.

export const ABANDONED_DAYS = 7;
const KEEP_DAYS = 30;
const daysAgo = (days: number, now: number) => nowIso(new Date(now - days * 86_400_000));

export async function pruneAbandonedS3Uploads(db: Db, storage: Storage, now = Date.now()) {
  if (storage.driver !== 's3') return { aborted: 0, removed: 0 };
  const s3 = storage as S3Storage;
  const stale = await db
    .selectFrom('s3_uploads')
    .select(['id', 'kind', 'status', 'disk_key', 'upload_id'])
    .where('status', 'in', ['pending', 'completed'])
    .where('updated_at', '<', daysAgo(ABANDONED_DAYS, now))
    .limit(1000)
    .execute();
  let aborted = 0;
  for (const row of stale) {
    if (row.kind === 'multipart' && row.status === 'pending' && row.upload_id) {
      await s3.abortMultipart(row.disk_key, row.upload_id);
    } else {
      // an object without an entry; never one that a file entry points at
      const used = await db.selectFrom('file_entries').select('id').where('disk_key', '=', row.disk_key).executeTakeFirst();
      if (!used) await s3.delete(row.disk_key);
    }
    await db
      .updateTable('s3_uploads')
      .set({ status: 'aborted', updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .execute();
    aborted++;
  }
  const removed = await db
    .deleteFrom('s3_uploads')
    .where('status', 'in', ['done', 'aborted', 'failed'])
    .where('updated_at', '<', daysAgo(KEEP_DAYS, now))
    .executeTakeFirst();
  return { aborted, removed: Number(removed.numDeletedRows) };
}
