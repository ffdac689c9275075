import type { Db } from '../db/database';
import { nowIso } from '../db/database';

/** One line of the outgoing mail log (admin logs, "outgoing email"). */
export async function recordOutgoingMail(
  db: Db,
  row: {
    message_id: string | null;
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    status: 'sent' | 'failed' | 'logged';
    error: string | null;
  },
) {
  await db
    .insertInto('outgoing_email_log')
    .values({ ...row, created_at: nowIso() })
    .execute();
}
