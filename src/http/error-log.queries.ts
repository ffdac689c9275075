import type { Db } from '../db/database';

/** One unhandled error, for the admin error log. */
export async function recordError(
  db: Db,
  row: {
    level: string;
    message: string;
    exception: string;
    request_id: string | null;
    method: string;
    url: string;
    user_id: number | null;
  },
) {
  await db.insertInto('error_log').values(row).execute();
}
