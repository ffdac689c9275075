import { nowIso } from '../../../db/database';
import type { RateableType } from '../../../db/tables/community';
import type { ActorDeps, Deps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import { invalidateTitles } from '../../catalogue/common/cache';
import { assertCatalogueItem, limitWrites, loadCatalogueItems } from '../profiles/community-common';
import { presentRating } from './ratings.present';
import { deleteRating, ratingsPage, recomputeLocalRating, saveRating, titleIdOf } from './ratings.queries';
import type { RateBody, RatingsQuery } from './ratings.schemas';

/** Creates or changes the user's rating; the item's local average moves in the same transaction. */
export async function rate(deps: ActorDeps, body: RateBody) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'ratings');
  await assertCatalogueItem(deps.db, body.rateable, body.id);
  const result = await deps.db.transaction().execute(async (trx) => {
    const rating = await saveRating(trx, user.id, body.rateable, body.id, body.rating, nowIso());
    const stats = await recomputeLocalRating(trx, body.rateable, body.id);
    return { rating, stats, titleId: await titleIdOf(trx, body.rateable, body.id) };
  });
  if (result.titleId) invalidateTitles(deps.services.cache, [result.titleId]);
  return { rating: presentRating(result.rating), ...result.stats };
}

export async function unrate(deps: ActorDeps, { type, id }: { type: RateableType; id: number }) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'ratings');
  // a missing item has no rating to remove: 404, and no stats row is written for it
  await assertCatalogueItem(deps.db, type, id);
  const result = await deps.db.transaction().execute(async (trx) => {
    const removed = await deleteRating(trx, user.id, type, id);
    const stats = await recomputeLocalRating(trx, type, id);
    return { removed, stats, titleId: await titleIdOf(trx, type, id) };
  });
  if (result.titleId) invalidateTitles(deps.services.cache, [result.titleId]);
  return { removed: result.removed, ...result.stats };
}

/** A user's ratings, newest first, each with its title or episode. */
export async function ratingsOf(deps: Deps, userId: number, q: RatingsQuery) {
  const page = await ratingsPage(deps.db, userId, q.type, q);
  const items = await loadCatalogueItems(
    deps.db,
    page.data.map((r) => ({ type: r.rateable_type, id: r.rateable_id })),
  );
  return { ...page, data: page.data.map((r) => ({ ...presentRating(r), item: items.get(`${r.rateable_type}:${r.rateable_id}`) ?? null })) };
}

export async function myRatings(deps: ActorDeps, q: RatingsQuery) {
  const user = requireUser(deps.auth);
  return ratingsOf(deps, user.id, q);
}
