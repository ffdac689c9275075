import type { Trx } from '../../../db/database';
import type { RateableType } from '../../../db/tables/community';

/**
 * Recomputes the local average and vote count of a title or episode from its ratings. Called in
 * the transaction that changed a rating, so the average never disagrees with the rows.
 */
export async function recomputeLocalRating(trx: Trx, type: RateableType, id: number) {
  const agg = await trx
    .selectFrom('ratings')
    .select((eb) => [eb.fn.avg<number>('rating').as('avg'), eb.fn.countAll<number>().as('n')])
    .where('rateable_type', '=', type)
    .where('rateable_id', '=', id)
    .executeTakeFirst();
  const n = Number(agg?.n ?? 0);
  const avg = n ? Math.round(Number(agg!.avg) * 100) / 100 : null;
  if (type === 'title') {
    await trx.updateTable('titles').set({ local_rating: avg, local_vote_count: n }).where('id', '=', id).execute();
  } else {
    await trx
      .insertInto('episode_rating_stats')
      .values({ episode_id: id, local_rating: avg, local_vote_count: n })
      .onConflict((oc) => oc.column('episode_id').doUpdateSet({ local_rating: avg, local_vote_count: n }))
      .execute();
  }
  return { local_rating: avg, local_vote_count: n };
}

/** The title whose cached payloads show this rateable (an episode's series). */
export async function titleIdOf(trx: Trx, type: RateableType, id: number) {
  if (type === 'title') return id;
  const ep = await trx.selectFrom('episodes').select('title_id').where('id', '=', id).executeTakeFirst();
  return ep?.title_id ?? null;
}
