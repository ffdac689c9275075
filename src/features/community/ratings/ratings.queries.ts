import type { Db, Trx } from '../../../db/database';
import type { RateableType } from '../../../db/tables/community';
import { type PageParams, paginate } from '../../../http/pagination';
import { countRows } from '../profiles/community.queries';

/** The row of one user's rating of one title or episode. */
const ratingKey = (userId: number, type: RateableType, id: number) => ({ user_id: userId, rateable_type: type, rateable_id: id });

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

/** Creates or changes a user's rating of a title or episode. */
export function saveRating(trx: Trx, userId: number, type: RateableType, id: number, rating: number, now: string) {
  return trx
    .insertInto('ratings')
    .values({ ...ratingKey(userId, type, id), rating, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'rateable_type', 'rateable_id']).doUpdateSet({ rating, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes an existing rating only; false when the user had none. */
export async function changeRating(trx: Trx, userId: number, type: RateableType, id: number, rating: number, now: string) {
  const res = await trx
    .updateTable('ratings')
    .set({ rating, updated_at: now })
    .where((eb) => eb.and(ratingKey(userId, type, id)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Whether there was a rating to delete. */
export async function deleteRating(trx: Trx, userId: number, type: RateableType, id: number) {
  const res = await trx
    .deleteFrom('ratings')
    .where((eb) => eb.and(ratingKey(userId, type, id)))
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** One page of a user's ratings, newest first. */
export function ratingsPage(db: Db, userId: number, type: RateableType | undefined, q: PageParams) {
  let query = db.selectFrom('ratings').selectAll().where('user_id', '=', userId);
  if (type) query = query.where('rateable_type', '=', type);
  return paginate(query.orderBy('updated_at', 'desc').orderBy('id', 'desc'), q);
}

/** A user's own rating of one title or episode. */
export async function userRatingOf(db: Db, userId: number, type: RateableType, id: number) {
  const row = await db
    .selectFrom('ratings')
    .select('rating')
    .where((eb) => eb.and(ratingKey(userId, type, id)))
    .executeTakeFirst();
  return row?.rating ?? null;
}

/** The local average and vote count of a title or episode. */
export function localRatingStats(db: Db, type: RateableType, id: number) {
  return type === 'title'
    ? db.selectFrom('titles').select(['local_rating', 'local_vote_count']).where('id', '=', id).executeTakeFirst()
    : db.selectFrom('episode_rating_stats').select(['local_rating', 'local_vote_count']).where('episode_id', '=', id).executeTakeFirst();
}

/** What the users rated, so their deletion can recompute those averages. */
export function ratedBy(trx: Trx, userIds: number[]) {
  return trx.selectFrom('ratings').select(['rateable_type', 'rateable_id']).where('user_id', 'in', userIds).execute();
}

export async function deleteRatingsBy(trx: Trx, userIds: number[]) {
  await trx.deleteFrom('ratings').where('user_id', 'in', userIds).execute();
}

export function countRatingsBy(db: Db, userId: number) {
  return countRows(db.selectFrom('ratings').where('user_id', '=', userId));
}
