import type { Db } from '../../../db/database';
import { titleHeaderColumns } from '../../catalogue/titles/titles.queries';

// What the SEO tags of each page need, in a few small queries.

export function titleForSeo(db: Db, id: number) {
  return db
    .selectFrom('titles')
    .select([...titleHeaderColumns, 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function titleGenres(db: Db, id: number) {
  const rows = await db
    .selectFrom('title_tag')
    .innerJoin('tags', 'tags.id', 'title_tag.tag_id')
    .select(['tags.name', 'tags.display_name'])
    .where('title_tag.title_id', '=', id)
    .where('tags.type', '=', 'genre')
    .orderBy('tags.name')
    .execute();
  return rows.map((r) => r.display_name ?? r.name);
}

/** Title-level cast (top billed) and headline crew. */
export function titleCredits(db: Db, titleId: number, scope: { seasonId?: number; episodeId?: number } = {}) {
  let q = db
    .selectFrom('credits')
    .innerJoin('people', 'people.id', 'credits.person_id')
    .select(['people.id', 'people.name', 'people.slug', 'credits.department', 'credits.order'])
    .where('credits.title_id', '=', titleId)
    .where('credits.department', 'in', ['cast', 'directing', 'writing', 'creators']);
  q = scope.episodeId ? q.where('credits.episode_id', '=', scope.episodeId) : q.where('credits.episode_id', 'is', null);
  q = scope.seasonId ? q.where('credits.season_id', '=', scope.seasonId) : scope.episodeId ? q : q.where('credits.season_id', 'is', null);
  return q.orderBy('credits.order').orderBy('credits.id').limit(40).execute();
}

export function personForSeo(db: Db, id: number) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'slug', 'biography', 'birth_date', 'death_date', 'birth_place', 'known_for', 'poster', 'gender'])
    .where('id', '=', id)
    .executeTakeFirst();
}

// The sitemaps: row counts, and one chunk of each kind's rows in id order (stable across runs).

export async function countRows(db: Db, table: 'titles' | 'seasons' | 'episodes' | 'people' | 'news_articles' | 'channels') {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function titlesForSitemap(db: Db, offset: number, limit: number) {
  return db.selectFrom('titles').select(['id', 'slug', 'updated_at']).orderBy('id').limit(limit).offset(offset).execute();
}

export function seasonsForSitemap(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('seasons')
    .innerJoin('titles', 'titles.id', 'seasons.title_id')
    .select(['titles.id', 'titles.slug', 'seasons.number', 'seasons.updated_at'])
    .orderBy('seasons.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function episodesForSitemap(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .select(['titles.id', 'titles.slug', 'episodes.season_number', 'episodes.episode_number', 'episodes.updated_at'])
    .orderBy('episodes.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function peopleForSitemap(db: Db, offset: number, limit: number) {
  return db.selectFrom('people').select(['id', 'slug', 'updated_at']).orderBy('id').limit(limit).offset(offset).execute();
}

export function newsForSitemap(db: Db, offset: number, limit: number) {
  return db.selectFrom('news_articles').select(['id', 'updated_at']).orderBy('id').limit(limit).offset(offset).execute();
}

/** Public channels only: internal ones (the home page) have no page of their own. */
export function channelsForSitemap(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('channels')
    .select(['slug', 'updated_at', 'content_updated_at'])
    .where('internal', '=', 0)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}
