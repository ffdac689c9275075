import type { Db } from '../../../db/database';

// The rows of each item type a channel page shows, by id (one query per type and page).

const titleCardColumns = [
  'id',
  'type',
  'name',
  'slug',
  'year',
  'release_date',
  'poster',
  'backdrop',
  'rating',
  'vote_count',
  'popularity',
  'runtime',
  'certification',
  'seasons_count',
] as const;

/** What an episode or video card shows of its title. */
const titleRefColumns = ['titles.name as title_name', 'titles.slug as title_slug', 'titles.backdrop as title_backdrop'] as const;

/** Titles as cards; `long` adds description and tagline (hero slides). */
export function titleCards(db: Db, ids: number[], long: boolean) {
  return db
    .selectFrom('titles')
    .select(titleCardColumns)
    .$if(long, (q) => q.select(['description', 'tagline']))
    .where('id', 'in', ids)
    .execute();
}

export function personCards(db: Db, ids: number[]) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'slug', 'poster', 'known_for', 'popularity', 'gender'])
    .where('id', 'in', ids)
    .execute();
}

export function episodeCards(db: Db, ids: number[]) {
  return db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .select([
      'episodes.id',
      'episodes.name',
      'episodes.title_id',
      'episodes.season_number',
      'episodes.episode_number',
      'episodes.poster',
      'episodes.release_date',
      'episodes.rating',
      'episodes.runtime',
      ...titleRefColumns,
    ])
    .where('episodes.id', 'in', ids)
    .execute();
}

export function newsCards(db: Db, ids: number[]) {
  return db
    .selectFrom('news_articles')
    .select(['id', 'title', 'slug', 'body', 'image', 'source', 'created_at'])
    .where('id', 'in', ids)
    .execute();
}

/** Approved videos only. */
export function videoCards(db: Db, ids: number[]) {
  return db
    .selectFrom('videos')
    .innerJoin('titles', 'titles.id', 'videos.title_id')
    .select([
      'videos.id',
      'videos.name',
      'videos.type',
      'videos.category',
      'videos.thumbnail',
      'videos.duration',
      'videos.season_number',
      'videos.episode_number',
      'videos.title_id',
      ...titleRefColumns,
    ])
    .where('videos.id', 'in', ids)
    .where('videos.approved', '=', 1)
    .execute();
}

/** Public lists only: a private list never shows in a channel. */
export function publicListCards(db: Db, ids: number[]) {
  return db
    .selectFrom('lists')
    .select(['id', 'name', 'slug', 'description', 'items_count', 'user_id', 'updated_at'])
    .where('id', 'in', ids)
    .where('public', '=', 1)
    .execute();
}
