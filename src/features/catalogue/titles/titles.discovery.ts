import { z } from 'zod';
import { paginate, pageQuery } from '../../../http/pagination';
import { catalogueIndexes, searchEngine } from '../../../platform/search';
import type { Deps } from '../../../deps';
import { CATALOGUE_TTL_MS, cacheTags } from '../common/cache';
import { presentEpisodeWithTitle, presentTitle } from '../common/present';
import { upcomingEpisodes } from '../episodes/episodes.queries';
import { popularTitles, titlesByIds, upcomingTitlesQuery } from './titles.queries';
import { titleTypes } from './titles.schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** Small list for admin pickers: search matches, or the most popular titles for an empty query. */
export async function autocompleteTitles({ db }: Deps, query: string, type?: 'movie' | 'series') {
  const limit = 10;
  if (!query) return (await popularTitles(db, limit, type)).map((t) => pickerItem(t));
  const hits = await searchEngine(db).search(db, catalogueIndexes.titles, query, type ? limit * 3 : limit);
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

export const upcomingQuery = lazySchema(() => pageQuery.extend({ type: z.enum(titleTypes).optional() }));

/** Titles and episodes with a release date after today, soonest first. */
export async function listUpcoming({ db, services }: Deps, q: z.infer<typeof upcomingQuery>) {
  const today = new Date().toISOString().slice(0, 10);
  return services.cache.remember(`upcoming:${today}:${JSON.stringify(q)}`, CATALOGUE_TTL_MS, [cacheTags.titles], async () => {
    const page = await paginate(upcomingTitlesQuery(db, today, q.type), q, (t) => presentTitle(t));
    const episodes = await upcomingEpisodes(db, today, 30);
    return {
      pagination: page,
      episodes: episodes.map(presentEpisodeWithTitle),
    };
  });
}
