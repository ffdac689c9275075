import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';

/** Tells every channel its content changed, so clients refetch rows that listed demo items. */
export async function markAllChannelsChanged(trx: Db | Trx) {
  await trx.updateTable('channels').set({ content_updated_at: nowIso() }).execute();
}
