import type { RateableType } from '../../../db/tables/community';
import type { ActorDeps, Deps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { userListsHolding } from '../lists/lists.queries';
import { assertCatalogueItem } from '../profiles/community-common';
import { presentUserItemState } from './ratings.present';
import { localRatingStats, userRatingOf } from './ratings.queries';

// What the community widgets of one title or episode page need in one call: the local average and
// vote count (everyone) and the viewer's rating, watchlist state and lists holding it (signed in).
// Titles get the same from GET titles/{id}; the episode payload belongs to the catalogue and is
// cached for everyone, so episode pages ask here.

export async function itemState(deps: ActorDeps, { type, id }: { type: RateableType; id: number }) {
  authorize(deps.auth, 'titles.view');
  await assertCatalogueItem(deps.db, type, id);
  const stats = await localRatingStats(deps.db, type, id);
  const base = { local_rating: stats?.local_rating ?? null, local_vote_count: Number(stats?.local_vote_count ?? 0) };
  const userId = deps.auth.user?.id;
  if (!userId) return { ...base, user_rating: null, in_watchlist: false, user_list_ids: [] as number[] };
  return { ...base, ...(await userItemState(deps, userId, type, id)) };
}

/** The user's rating of a title or episode, whether it is on their watchlist and which of their lists hold it. */
export async function userItemState(deps: Pick<Deps, 'db'>, userId: number, type: RateableType, id: number) {
  const [rating, lists] = await Promise.all([userRatingOf(deps.db, userId, type, id), userListsHolding(deps.db, userId, type, id)]);
  return presentUserItemState(rating, lists);
}
