import type { Logger } from 'pino';
import type { Config } from '../../../config';
import { type Db, nowIso } from '../../../db/database';
import type { ChannelsTable } from '../../../db/tables/catalogue';
import { makeSlug } from '../../catalogue/common/slug';
import { seedDemoIfEmpty } from '../../catalogue/demo/demo.seed';
import { countChannels, findChannel, insertChannel, insertChannelItems, popularGenres, refreshAllChannels } from './channels.queries';
import type { ChannelConfig } from '../../../shared/channels.schemas';

// The channels of a fresh install: a home page of rows (hero slider, popular movies and series,
// top rated, genres, upcoming, latest news) and the pages the default navbar links to.

type Seed = Pick<ChannelsTable, 'name' | 'slug' | 'layout' | 'content_type' | 'auto_update' | 'restriction'> & {
  description?: string;
  config?: Partial<ChannelConfig>;
  hide_title?: boolean;
  internal?: boolean;
};

const config = (c: Partial<ChannelConfig> = {}): ChannelConfig => ({ limit: 50, perPage: 24, nestedLimit: 20, filters: {}, ...c });

export const defaultChannels: Seed[] = [
  {
    name: 'Trending',
    slug: 'trending',
    layout: 'hero',
    content_type: 'titles',
    auto_update: 'trending',
    restriction: null,
    hide_title: true,
    config: { limit: 10, nestedLimit: 8 },
  },
  {
    name: 'Popular movies',
    slug: 'popular-movies',
    layout: 'carousel',
    content_type: 'titles',
    auto_update: 'popular_movies',
    restriction: 'genre',
  },
  {
    name: 'Popular series',
    slug: 'popular-series',
    layout: 'carousel',
    content_type: 'titles',
    auto_update: 'popular_series',
    restriction: 'genre',
  },
  {
    name: 'Top rated',
    slug: 'top-rated',
    layout: 'carousel',
    content_type: 'titles',
    auto_update: 'top_rated_titles',
    restriction: 'genre',
    description: 'The best-reviewed movies and series.',
  },
  { name: 'Browse by genre', slug: 'genres', layout: 'landscape', content_type: 'channels', auto_update: null, restriction: null },
  { name: 'Coming soon', slug: 'upcoming', layout: 'carousel', content_type: 'titles', auto_update: 'upcoming', restriction: null },
  {
    name: 'Latest trailers',
    slug: 'latest-trailers',
    layout: 'landscape',
    content_type: 'videos',
    auto_update: 'latest_trailers',
    restriction: null,
    config: { limit: 30, nestedLimit: 12 },
  },
  {
    name: 'Latest news',
    slug: 'latest-news',
    layout: 'list',
    content_type: 'news',
    auto_update: 'latest_news',
    restriction: null,
    config: { limit: 20, nestedLimit: 6 },
  },
  {
    name: 'Movies',
    slug: 'movies',
    layout: 'grid',
    content_type: 'titles',
    auto_update: 'popular_movies',
    restriction: 'genre',
    description: 'Browse the most popular movies.',
    config: { limit: 500 },
  },
  {
    name: 'Series',
    slug: 'series',
    layout: 'grid',
    content_type: 'titles',
    auto_update: 'popular_series',
    restriction: 'genre',
    description: 'Browse the most popular series.',
    config: { limit: 500 },
  },
  {
    name: 'People',
    slug: 'people',
    layout: 'grid',
    content_type: 'people',
    auto_update: 'popular_people',
    restriction: null,
    description: 'Popular actors, directors and writers.',
    config: { limit: 500 },
  },
  {
    name: 'News',
    slug: 'news',
    layout: 'list',
    content_type: 'news',
    auto_update: 'latest_news',
    restriction: null,
    description: 'The latest movie and TV news.',
    config: { limit: 200, perPage: 20 },
  },
  {
    name: 'Home',
    slug: 'home',
    layout: 'list',
    content_type: 'channels',
    auto_update: null,
    restriction: null,
    hide_title: true,
    internal: true,
    config: { perPage: 20 },
  },
];

const homeRows = ['trending', 'popular-movies', 'popular-series', 'top-rated', 'genres', 'upcoming', 'latest-news'];

function insertSeed(db: Db, seed: Seed) {
  const now = nowIso();
  return insertChannel(db, {
    name: seed.name,
    slug: seed.slug,
    description: seed.description ?? null,
    layout: seed.layout,
    content_type: seed.content_type,
    auto_update: seed.auto_update,
    restriction: seed.restriction,
    config: JSON.stringify(config(seed.config)),
    hide_title: seed.hide_title ? 1 : 0,
    internal: seed.internal ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
}

/** One channel per popular genre (by number of titles), for the genres row. */
async function seedGenreChannels(db: Db, genresRowId: number) {
  const genres = await popularGenres(db, 12);
  const ids: number[] = [];
  for (const g of genres) {
    const name = g.display_name ?? g.name;
    const slug = `genre-${makeSlug(g.name)}`;
    if (await findChannel(db, slug)) continue;
    const row = await insertSeed(db, {
      name,
      slug,
      layout: 'grid',
      content_type: 'titles',
      auto_update: 'popular_titles',
      restriction: null,
      description: `Popular ${name.toLowerCase()} movies and series.`,
      config: { limit: 200, nestedLimit: 12, filters: { genre: g.name } },
    });
    ids.push(row.id);
  }
  await insertChannelItems(db, genresRowId, 'channel', ids);
}

/** Creates the default channels when there are none yet (never re-creates deleted ones). */
export async function seedDefaultChannels(db: Db) {
  if ((await countChannels(db)) > 0) return false;
  const ids = new Map<string, number>();
  for (const seed of defaultChannels) ids.set(seed.slug, (await insertSeed(db, seed)).id);
  await seedGenreChannels(db, ids.get('genres')!);
  await insertChannelItems(
    db,
    ids.get('home')!,
    'channel',
    homeRows.map((slug) => ids.get(slug)!),
  );
  await refreshAllChannels(db);
  return true;
}

/** The start-up seeder: the demo catalogue (when enabled and empty), then the default channels. */
export async function seedCatalogue(db: Db, cfg: Config, logger: Logger) {
  const seeded = await seedDemoIfEmpty(db, cfg, logger);
  const created = await seedDefaultChannels(db);
  if (seeded && !created) await refreshAllChannels(db);
  if (created) logger.info('seeded the default channels');
}
