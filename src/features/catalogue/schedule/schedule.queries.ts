import type { Db } from '../../../db/database';

// The schedule's reads: films by release date and episodes by air date inside a date range,
// optionally only what is on one user's watchlist.

/** Enough for a busy three weeks; the schedule is a guide, not an export. */
const RANGE_LIMIT = 1500;

function watchlistItems(db: Db, userId: number, type: 'title' | 'episode') {
  return db
    .selectFrom('list_items')
    .innerJoin('lists', 'lists.id', 'list_items.list_id')
    .select('list_items.item_id')
    .where('lists.watchlist_of', '=', userId)
    .where('list_items.item_type', '=', type);
}

/** Movies released between `from` and `to` (inclusive). */
export function filmsReleasedBetween(db: Db, from: string, to: string, watchlistOf: number | null) {
  let q = db
    .selectFrom('titles')
    .select(['id', 'name', 'slug', 'type', 'poster', 'release_date', 'popularity'])
    .where('type', '=', 'movie')
    .where('release_date', '>=', from)
    .where('release_date', '<=', to);
  if (watchlistOf !== null) q = q.where('id', 'in', watchlistItems(db, watchlistOf, 'title'));
  return q.orderBy('release_date').orderBy('popularity', 'desc').orderBy('id').limit(RANGE_LIMIT).execute();
}

/**
 * Episodes airing between `from` and `to` (inclusive) with their series; on a watchlist: episodes of
 * a series on it, and episodes put on it themselves.
 */
export function episodesAiringBetween(db: Db, from: string, to: string, watchlistOf: number | null) {
  let q = db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .select([
      'episodes.id',
      'episodes.season_number',
      'episodes.episode_number',
      'episodes.name',
      'episodes.poster',
      'episodes.release_date',
      'titles.id as title_id',
      'titles.name as title_name',
      'titles.slug as title_slug',
      'titles.type as title_type',
      'titles.poster as title_poster',
      'titles.popularity as title_popularity',
    ])
    .where('episodes.release_date', '>=', from)
    .where('episodes.release_date', '<=', to);
  if (watchlistOf !== null) {
    q = q.where((eb) =>
      eb.or([
        eb('episodes.title_id', 'in', watchlistItems(db, watchlistOf, 'title')),
        eb('episodes.id', 'in', watchlistItems(db, watchlistOf, 'episode')),
      ]),
    );
  }
  return q
    .orderBy('episodes.release_date')
    .orderBy('titles.popularity', 'desc')
    .orderBy('episodes.season_number')
    .orderBy('episodes.episode_number')
    .limit(RANGE_LIMIT)
    .execute();
}
