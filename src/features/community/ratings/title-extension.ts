import type { TitlePayloadExtension } from '../../catalogue/titles/titles.extensions';

// Adds the signed-in user's state to GET titles/{id}: their rating, whether the title is on their
// watchlist and which of their lists hold it. Guests get nothing, so nothing here is cached.
export const ratingsTitleExtension: TitlePayloadExtension = async ({ db, auth, title }) => {
  if (!auth.user) return {};
  const userId = auth.user.id;
  const [rating, lists] = await Promise.all([
    db
      .selectFrom('ratings')
      .select('rating')
      .where('user_id', '=', userId)
      .where('rateable_type', '=', 'title')
      .where('rateable_id', '=', title.id)
      .executeTakeFirst(),
    db
      .selectFrom('list_items')
      .innerJoin('lists', 'lists.id', 'list_items.list_id')
      .select(['lists.id', 'lists.watchlist_of'])
      .where('lists.user_id', '=', userId)
      .where('list_items.item_type', '=', 'title')
      .where('list_items.item_id', '=', title.id)
      .execute(),
  ]);
  return {
    title: {
      user_rating: rating?.rating ?? null,
      in_watchlist: lists.some((l) => l.watchlist_of !== null),
      user_list_ids: lists.filter((l) => l.watchlist_of === null).map((l) => l.id),
    },
  };
};
