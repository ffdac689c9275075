import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { ChannelRestriction } from '../../../db/tables/catalogue';
import { countryCode } from '../../catalogue/import/import.people';
import { type AutoUpdateQuery, autoUpdateQueries, type ChannelConfig } from '../../../contract/channels.schemas';

// The saved queries that fill channels. Each returns a query of item ids (already ordered), so a
// refresh can take the first N and a restricted channel page can count and paginate it live.

export type Filters = ChannelConfig['filters'];
const MIN_VOTES = 10;

const today = () => new Date().toISOString().slice(0, 10);
const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-01`;

/** A restriction value from a URL ('science-fiction', 'gb', '2019') as a filter. */
export function restrictionFilter(restriction: ChannelRestriction | null, value: string | undefined): Filters {
  if (!restriction || !value) return {};
  const v = value.trim();
  if (restriction === 'year') return /^\d{4}$/.test(v) ? { year: Number(v) } : { year: -1 };
  if (restriction === 'country') return { country: countryCode(v.replace(/-/g, ' ')) ?? '??' };
  if (restriction === 'language') return { language: v.toLowerCase() };
  return { [restriction]: v };
}

/** Tag names a URL value may stand for: 'science-fiction' is also 'science fiction'. */
const tagCandidates = (value: string) => [...new Set([value.toLowerCase(), value.toLowerCase().replace(/-/g, ' ')])];

export function titlesQuery(db: Db, filters: Filters) {
  let q = db.selectFrom('titles').select('titles.id');
  for (const type of ['genre', 'keyword', 'country'] as const) {
    const value = filters[type];
    if (!value) continue;
    const names = type === 'country' ? [value.toLowerCase()] : tagCandidates(value);
    q = q.where('titles.id', 'in', (eb) =>
      eb
        .selectFrom('title_tag')
        .innerJoin('tags', 'tags.id', 'title_tag.tag_id')
        .select('title_tag.title_id')
        .where('tags.type', '=', type)
        .where((e) => e(e.fn('lower', ['tags.name']), 'in', names)),
    );
  }
  if (filters.language) q = q.where('titles.language', '=', filters.language);
  if (filters.year) q = q.where('titles.year', '=', filters.year);
  return q;
}

/** Every saved query selects one column, `id`, from its table. */
export type ItemIdQuery = SelectQueryBuilder<Database, any, { id: number }>;

/** The ordered id query of a saved query with filters applied. */
export function savedQuery(db: Db, name: AutoUpdateQuery, filters: Filters = {}): ItemIdQuery {
  const now = today();
  const titles = () => titlesQuery(db, filters);
  const popular = (q: ReturnType<typeof titles>) => q.orderBy('titles.popularity', 'desc').orderBy('titles.id', 'desc');
  const topRated = (q: ReturnType<typeof titles>) =>
    q
      .where('titles.rating', 'is not', null)
      .where('titles.vote_count', '>=', MIN_VOTES)
      .orderBy('titles.rating', 'desc')
      .orderBy('titles.vote_count', 'desc')
      .orderBy('titles.id');
  const released = (q: ReturnType<typeof titles>) =>
    q.where('titles.release_date', '<=', now).orderBy('titles.release_date', 'desc').orderBy('titles.popularity', 'desc');
  switch (name) {
    case 'trending':
      // popular recent titles that have artwork for a hero slide
      return titles()
        .where('titles.backdrop', 'is not', null)
        .where('titles.release_date', '<=', now)
        .orderBy(sql`case when titles.release_date >= ${yearsAgo(3)} then 0 else 1 end`)
        .orderBy('titles.popularity', 'desc')
        .orderBy('titles.id', 'desc');
    case 'popular_titles':
      return popular(titles());
    case 'popular_movies':
      return popular(titles().where('titles.type', '=', 'movie'));
    case 'popular_series':
      return popular(titles().where('titles.type', '=', 'series'));
    case 'top_rated_titles':
      return topRated(titles());
    case 'top_rated_movies':
      return topRated(titles().where('titles.type', '=', 'movie'));
    case 'top_rated_series':
      return topRated(titles().where('titles.type', '=', 'series'));
    case 'new_releases':
      return released(titles());
    case 'new_movies':
      return released(titles().where('titles.type', '=', 'movie'));
    case 'new_series':
      return released(titles().where('titles.type', '=', 'series'));
    case 'upcoming':
      return titles().where('titles.release_date', '>', now).orderBy('titles.release_date', 'asc').orderBy('titles.popularity', 'desc');
    case 'latest_news':
      return db
        .selectFrom('news_articles')
        .select('news_articles.id')
        .orderBy('news_articles.created_at', 'desc')
        .orderBy('news_articles.id', 'desc');
    case 'popular_people':
      return db.selectFrom('people').select('people.id').orderBy('people.popularity', 'desc').orderBy('people.id', 'desc');
    case 'latest_trailers':
      return db
        .selectFrom('videos')
        .select('videos.id')
        .where('videos.category', '=', 'trailer')
        .where('videos.approved', '=', 1)
        .where('videos.status', '=', 'ready')
        .orderBy('videos.created_at', 'desc')
        .orderBy('videos.id', 'desc');
    case 'popular_lists':
      return db
        .selectFrom('lists')
        .select('lists.id')
        .where('lists.public', '=', 1)
        .where('lists.watchlist_of', 'is', null)
        .where('lists.items_count', '>', 0)
        .orderBy('lists.items_count', 'desc')
        .orderBy('lists.id', 'desc');
    case 'latest_episodes':
      return db
        .selectFrom('episodes')
        .select('episodes.id')
        .where('episodes.release_date', '<=', now)
        .orderBy('episodes.release_date', 'desc')
        .orderBy('episodes.id', 'desc');
  }
}

/** Ids (in order) and total of one page of a saved query. */
export async function savedQueryPage(db: Db, name: AutoUpdateQuery, filters: Filters, offset: number, limit: number) {
  const q = savedQuery(db, name, filters);
  const rows = await q.limit(limit).offset(offset).execute();
  const { total } = (await db
    .selectFrom(q.clearOrderBy().as('q'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number };
  return { ids: rows.map((r) => r.id), total: Number(total), contentType: autoUpdateQueries[name] };
}
