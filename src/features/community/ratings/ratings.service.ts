import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { RateableType } from '../../../db/tables/community';
import { requireUser } from '../../../http/guard';
import { paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import type { AuthState } from '../../accounts/auth/auth-state';
import { invalidateTitles } from '../../catalogue/common/cache';
import { assertCatalogueItem, limitWrites, loadCatalogueItems } from '../profiles/community-common';
import { recomputeLocalRating, titleIdOf } from './ratings.queries';
import type { RateBody, RatingsQuery } from './ratings.schemas';

export interface Ctx {
  db: Db;
  auth: AuthState;
  services: Services;
}

/** Creates or changes the user's rating; the item's local average moves in the same transaction. */
export async function rate(ctx: Ctx, body: RateBody) {
  const user = requireUser(ctx.auth);
  await limitWrites(ctx.db, user.id, 'ratings');
  await assertCatalogueItem(ctx.db, body.rateable, body.id);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const rating = await trx
      .insertInto('ratings')
      .values({
        user_id: user.id,
        rateable_type: body.rateable,
        rateable_id: body.id,
        rating: body.rating,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'rateable_type', 'rateable_id']).doUpdateSet({ rating: body.rating, updated_at: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
    const stats = await recomputeLocalRating(trx, body.rateable, body.id);
    return { rating, stats, titleId: await titleIdOf(trx, body.rateable, body.id) };
  });
  if (result.titleId) invalidateTitles(ctx.services.cache, [result.titleId]);
  return { rating: presentRating(result.rating), ...result.stats };
}

export async function unrate(ctx: Ctx, type: RateableType, id: number) {
  const user = requireUser(ctx.auth);
  await limitWrites(ctx.db, user.id, 'ratings');
  const result = await ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('ratings')
      .where('user_id', '=', user.id)
      .where('rateable_type', '=', type)
      .where('rateable_id', '=', id)
      .executeTakeFirst();
    const stats = await recomputeLocalRating(trx, type, id);
    return { removed: Number(res.numDeletedRows) > 0, stats, titleId: await titleIdOf(trx, type, id) };
  });
  if (result.titleId) invalidateTitles(ctx.services.cache, [result.titleId]);
  return { removed: result.removed, ...result.stats };
}

export function presentRating(r: {
  id: number;
  rateable_type: string;
  rateable_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
}) {
  return {
    id: r.id,
    rateable_type: r.rateable_type,
    rateable_id: r.rateable_id,
    rating: r.rating,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** A user's ratings, newest first, each with its title or episode. */
export async function ratingsOf(db: Db, userId: number, q: RatingsQuery) {
  let query = db.selectFrom('ratings').selectAll().where('user_id', '=', userId);
  if (q.type) query = query.where('rateable_type', '=', q.type);
  const page = await paginate(query.orderBy('updated_at', 'desc').orderBy('id', 'desc'), q);
  const items = await loadCatalogueItems(
    db,
    page.data.map((r) => ({ type: r.rateable_type, id: r.rateable_id })),
  );
  return { ...page, data: page.data.map((r) => ({ ...presentRating(r), item: items.get(`${r.rateable_type}:${r.rateable_id}`) ?? null })) };
}

export async function myRatings(ctx: Ctx, q: RatingsQuery) {
  const user = requireUser(ctx.auth);
  return ratingsOf(ctx.db, user.id, q);
}
