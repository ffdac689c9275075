import type { Db } from '../../../db/database';

/** One browser-reported error, into the admin error log beside the server's own. */
export async function insertClientError(
  db: Db,
  row: {
    message: string;
    exception: string;
    request_id: string | null;
    url: string;
    user_id: number | null;
    release: string | null;
    user_agent: string | null;
  },
) {
  await db
    .insertInto('error_log')
    .values({ ...row, level: 'error', source: 'client', method: null })
    .execute();
}
