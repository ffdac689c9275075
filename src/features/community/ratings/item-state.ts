import type { Db } from '../../../db/database';
import type { RateableType } from '../../../db/tables/community';
import { authorize } from '../../../http/guard';
import type { AuthState } from '../../accounts/auth/auth-state';
import { assertCatalogueItem } from '../profiles/community-common';

// What the community widgets of one title or episode page need in one call: the local average and
// vote count (everyone) and the viewer's rating, watchlist state and lists holding it (signed in).
// Titles get the same from GET titles/{id}; the episode payload belongs to the catalogue and is
// cached for everyone, so episode pages ask here.

export async function itemState(ctx: { db: Db; auth: AuthState }, type: RateableType, id: number) {
  authorize(ctx.auth, 'titles.view');
  await assertCatalogueItem(ctx.db, type, id);
  const db = ctx.db;
  const stats =
    type === 'title'
      ? await db.selectFrom('titles').select(['local_rating', 'local_vote_count']).where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('episode_rating_stats')
          .select(['local_rating', 'local_vote_count'])
          .where('episode_id', '=', id)
          .executeTakeFirst();
  const base = { local_rating: stats?.local_rating ?? null, local_vote_count: Number(stats?.local_vote_count ?? 0) };
  const userId = ctx.auth.user?.id;
  if (!userId) return { ...base, user_rating: null, in_watchlist: false, user_list_ids: [] as number[] };
  const [rating, lists] = await Promise.all([
    db
      .selectFrom('ratings')
      .select('rating')
      .where('user_id', '=', userId)
      .where('rateable_type', '=', type)
      .where('rateable_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('list_items')
      .innerJoin('lists', 'lists.id', 'list_items.list_id')
      .select(['lists.id', 'lists.watchlist_of'])
      .where('lists.user_id', '=', userId)
      .where('list_items.item_type', '=', type)
      .where('list_items.item_id', '=', id)
      .execute(),
  ]);
  return {
    ...base,
    user_rating: rating?.rating ?? null,
    in_watchlist: lists.some((l) => l.watchlist_of !== null),
    user_list_ids: lists.filter((l) => l.watchlist_of === null).map((l) => l.id),
  };
}
