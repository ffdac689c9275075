import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';

/** Tells every channel its content changed, so clients refetch rows that listed demo items. */
export async function markAllChannelsChanged(trx: Db | Trx) {
  await trx.updateTable('channels').set({ content_updated_at: nowIso() }).execute();
}

/** Videos the demo seed drew (their source is a demo clip): ids, for cleaning up their media. */
export async function demoVideoIds(db: Db | Trx, sourcePrefix: string) {
  return (await db.selectFrom('videos').select('id').where('source_key', 'like', `${sourcePrefix}%`).execute()).map((r) => r.id);
}

/** Forgets the demo video jobs, so a demo seeded again gets its videos again. */
export async function deleteJobsNamed(trx: Db | Trx, name: string) {
  await trx.deleteFrom('jobs').where('name', '=', name).execute();
}
