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

/** The viewer's state of one title or episode: their rating, watchlist and the other lists holding it. */
export function presentUserItemState(rating: number | null, lists: { id: number; watchlist_of: number | null }[]) {
  return {
    user_rating: rating,
    in_watchlist: lists.some((l) => l.watchlist_of !== null),
    user_list_ids: lists.filter((l) => l.watchlist_of === null).map((l) => l.id),
  };
}
