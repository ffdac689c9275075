import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Database, Db, Trx } from '../../../db/database';
import type { TagType, TitlesTable } from '../../../db/tables/catalogue';
import { catalogueIndexes, searchEngine } from '../../../platform/search';
import type { TitleListQuery } from './titles.schemas';

/** The columns of a title that a page header shows (the watch page and the SEO tags). */
export const titleHeaderColumns = [
  'id',
  'type',
  'name',
  'original_name',
  'slug',
  'tagline',
  'description',
  'release_date',
  'year',
  'runtime',
  'certification',
  'rating',
  'vote_count',
  'poster',
  'backdrop',
  'seasons_count',
  'episodes_count',
] as const;

/** Columns of a title in listings (everything but the long text). */
export const titleListColumns = [
  'titles.id',
  'titles.type',
  'titles.name',
  'titles.original_name',
  'titles.slug',
  'titles.tagline',
  'titles.release_date',
  'titles.year',
  'titles.runtime',
  'titles.certification',
  'titles.status',
  'titles.language',
  'titles.popularity',
  'titles.rating',
  'titles.vote_count',
  'titles.local_rating',
  'titles.local_vote_count',
  'titles.adult',
  'titles.poster',
  'titles.backdrop',
  'titles.seasons_count',
  'titles.episodes_count',
  'titles.created_at',
  'titles.updated_at',
] as const;

export function findTitle(db: Db | Trx, id: number) {
  return db.selectFrom('titles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Tag ids of the given type whose name (case-insensitive) or id is in `names`. */
export async function tagIdsByName(db: Db, type: TagType, names: string[]) {
  const ids = names.filter((n) => /^\d+$/.test(n)).map(Number);
  const lowered = names.map((n) => n.toLowerCase());
  const rows = await db
    .selectFrom('tags')
    .select('id')
    .where('type', '=', type)
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'in', lowered), ...(ids.length ? [eb('id', 'in', ids)] : [])]))
    .execute();
  return rows.map((r) => r.id);
}

type TitleEb = ExpressionBuilder<Database, 'titles'>;

/** The filtered, ordered listing of GET titles (not yet paginated). */
export async function titleListQuery(db: Db, q: TitleListQuery) {
  let query = db.selectFrom('titles').select(titleListColumns);
  if (q.type) query = query.where('titles.type', '=', q.type);
  for (const [param, type] of [
    ['genre', 'genre'],
    ['keyword', 'keyword'],
    ['country', 'country'],
  ] as const) {
    const names = q[param];
    if (!names?.length) continue;
    const ids = await tagIdsByName(db, type, names);
    // No such tag: nothing can match, but the query stays valid.
    query = query.where('titles.id', 'in', (eb: TitleEb) =>
      eb
        .selectFrom('title_tag')
        .select('title_tag.title_id')
        .where('title_tag.tag_id', 'in', ids.length ? ids : [-1]),
    );
  }
  if (q.language?.length) query = query.where('titles.language', 'in', q.language);
  if (q.certification?.length) query = query.where('titles.certification', 'in', q.certification);
  if (q.released?.from)
    query = query.where('titles.release_date', '>=', q.released.from.length === 4 ? `${q.released.from}-01-01` : q.released.from);
  if (q.released?.to)
    query = query.where('titles.release_date', '<=', q.released.to.length === 4 ? `${q.released.to}-12-31` : q.released.to);
  if (q.score?.from !== undefined) query = query.where('titles.rating', '>=', q.score.from);
  if (q.score?.to !== undefined) query = query.where('titles.rating', '<=', q.score.to);
  if (q.runtime?.from !== undefined) query = query.where('titles.runtime', '>=', q.runtime.from);
  if (q.runtime?.to !== undefined) query = query.where('titles.runtime', '<=', q.runtime.to);
  if (q.query) {
    const matching = searchEngine(db).matchingIds(catalogueIndexes.titles, q.query);
    query = matching ? query.where('titles.id', 'in', matching as never) : query.where(sql.lit(false) as never);
  }
  // orderBy is an enum member (validated), so the column reference is never user text.
  return query.orderBy(`titles.${q.orderBy}`, q.orderDir).orderBy('titles.id', q.orderDir);
}

/** Titles sharing genres and keywords with `titleId`; more shared tags first, then popularity. */
export function relatedTitles(db: Db, titleId: number, limit: number) {
  return (
    db
      .selectFrom('title_tag as mine')
      .innerJoin('tags', 'tags.id', 'mine.tag_id')
      .innerJoin('title_tag as other', 'other.tag_id', 'mine.tag_id')
      .innerJoin('titles', 'titles.id', 'other.title_id')
      .select(titleListColumns)
      .select(sql<number>`sum(case when tags.type = 'keyword' then 2 when tags.type = 'genre' then 1.5 else 0.5 end)`.as('shared'))
      .where('mine.title_id', '=', titleId)
      .where('other.title_id', '!=', titleId)
      .groupBy('titles.id')
      // popularity adds at most one point, so shared tags lead and popularity breaks near-ties
      .orderBy(
        sql`sum(case when tags.type = 'keyword' then 2 when tags.type = 'genre' then 1.5 else 0.5 end) + titles.popularity / (titles.popularity + 50.0)`,
        'desc',
      )
      .limit(limit)
      .execute()
  );
}

export function titlesByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('titles').select(titleListColumns).where('titles.id', 'in', ids).execute();
}

export function popularTitles(db: Db, limit: number, type?: 'movie' | 'series') {
  let q = db.selectFrom('titles').select(titleListColumns);
  if (type) q = q.where('titles.type', '=', type);
  return q.orderBy('titles.popularity', 'desc').limit(limit).execute();
}

/** Tags of many titles in one query. */
export function tagsOfTitles(db: Db, titleIds: number[]) {
  if (!titleIds.length) return Promise.resolve([]);
  return db
    .selectFrom('title_tag')
    .innerJoin('tags', 'tags.id', 'title_tag.tag_id')
    .select(['title_tag.title_id', 'tags.id', 'tags.type', 'tags.name', 'tags.display_name'])
    .where('title_tag.title_id', 'in', titleIds)
    .orderBy('tags.name')
    .execute();
}

/** Another title of this type holding this TMDB id, if any. */
export function titleWithTmdbId(db: Db | Trx, type: string, tmdbId: number, exceptId?: number) {
  let q = db
    .selectFrom('titles')
    .select('id')
    .where('type', '=', type as 'movie')
    .where('tmdb_id', '=', tmdbId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function titleWithImdbId(db: Db | Trx, imdbId: string) {
  return db.selectFrom('titles').select('id').where('imdb_id', '=', imdbId).executeTakeFirst();
}

/** Whether the catalogue holds any title at all. */
export async function hasTitles(db: Db) {
  return !!(await db.selectFrom('titles').select('id').limit(1).executeTakeFirst());
}

export function insertTitle(trx: Db | Trx, values: Insertable<TitlesTable>) {
  return trx.insertInto('titles').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateTitleRow(trx: Db | Trx, id: number, values: Updateable<TitlesTable>) {
  await trx.updateTable('titles').set(values).where('id', '=', id).execute();
}

/** Which of `ids` are titles. */
export async function existingTitleIds(db: Db, ids: number[]) {
  return (await db.selectFrom('titles').select('id').where('id', 'in', ids).execute()).map((t) => t.id);
}

/** Ids of the seasons and of the episodes of some titles. */
export async function seasonAndEpisodeIdsOf(trx: Db | Trx, titleIds: number[]) {
  const seasonIds = (await trx.selectFrom('seasons').select('id').where('title_id', 'in', titleIds).execute()).map((s) => s.id);
  const episodeIds = (await trx.selectFrom('episodes').select('id').where('title_id', 'in', titleIds).execute()).map((e) => e.id);
  return { seasonIds, episodeIds };
}

/** Deletes titles; seasons, episodes, credits and tags go with them (cascades). */
export async function deleteTitleRows(trx: Db | Trx, ids: number[]) {
  await trx.deleteFrom('titles').where('id', 'in', ids).execute();
}

/** Titles released after `today`, soonest first (not yet paginated). */
export function upcomingTitlesQuery(db: Db, today: string, type?: 'movie' | 'series') {
  let titles = db.selectFrom('titles').select(titleListColumns).where('titles.release_date', '>', today);
  if (type) titles = titles.where('titles.type', '=', type);
  return titles.orderBy('titles.release_date', 'asc').orderBy('titles.id');
}
