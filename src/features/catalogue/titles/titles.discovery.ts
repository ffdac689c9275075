import { z } from 'zod';
import type { Db } from '../../../db/database';
import { paginate, pageQuery } from '../../../http/pagination';
import { catalogueIndexes, searchEngine } from '../../../platform/search';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags } from '../common/cache';
import { presentEpisode, presentTitle } from '../common/present';
import { popularTitles, titleListColumns, titlesByIds } from './titles.queries';
import { titleTypes } from './titles.schemas';

type Ctx = { db: Db; services: Services };

/** Small list for admin pickers: search matches, or the most popular titles for an empty query. */
export async function autocompleteTitles({ db }: Ctx, query: string, type?: 'movie' | 'series') {
  const limit = 10;
  if (!query) return (await popularTitles(db, limit, type)).map((t) => pickerItem(t));
  const hits = await searchEngine().search(db, catalogueIndexes.titles, query, type ? limit * 3 : limit);
  const rows = new Map(
    (
      await titlesByIds(
        db,
        hits.map((h) => h.id),
      )
    ).map((t) => [t.id, t]),
  );
  return hits
    .map((h) => rows.get(h.id))
    .filter((t) => t && (!type || t.type === type))
    .slice(0, limit)
    .map((t) => pickerItem(t!));
}

function pickerItem(t: { id: number; name: string; type: string; year: number | null; poster: string | null; slug: string }) {
  return { id: t.id, name: t.name, type: t.type, year: t.year, poster: t.poster, slug: t.slug };
}

export const upcomingQuery = pageQuery.extend({ type: z.enum(titleTypes).optional() });

/** Titles and episodes with a release date after today, soonest first. */
export async function listUpcoming({ db, services }: Ctx, q: z.infer<typeof upcomingQuery>) {
  const today = new Date().toISOString().slice(0, 10);
  return services.cache.remember(`upcoming:${today}:${JSON.stringify(q)}`, CATALOGUE_TTL_MS, [cacheTags.titles], async () => {
    let titles = db.selectFrom('titles').select(titleListColumns).where('titles.release_date', '>', today);
    if (q.type) titles = titles.where('titles.type', '=', q.type);
    const page = await paginate(titles.orderBy('titles.release_date', 'asc').orderBy('titles.id'), q, (t) => presentTitle(t));
    const episodes = await db
      .selectFrom('episodes')
      .innerJoin('titles', 'titles.id', 'episodes.title_id')
      .selectAll('episodes')
      .select(['titles.name as title_name', 'titles.slug as title_slug', 'titles.poster as title_poster'])
      .where('episodes.release_date', '>', today)
      .orderBy('episodes.release_date', 'asc')
      .orderBy('episodes.id')
      .limit(30)
      .execute();
    return {
      pagination: page,
      episodes: episodes.map((e) => ({
        ...presentEpisode(e),
        title: { id: e.title_id, name: e.title_name, slug: e.title_slug, poster: e.title_poster },
      })),
    };
  });
}
