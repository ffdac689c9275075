import type { Generated } from 'kysely';

// Row types of the catalogue tables (migrations/0200_catalogue.ts). Flags are integers 0/1,
// dates 'YYYY-MM-DD' strings, timestamps ISO strings.

export type TitleType = 'movie' | 'series';
export type TagType = 'genre' | 'keyword' | 'country';
export type ImageType = 'poster' | 'backdrop' | 'still' | 'profile';
export type ImageModelType = 'title' | 'season' | 'episode' | 'person' | 'news';

export interface TitlesTable {
  id: Generated<number>;
  type: TitleType;
  name: string;
  original_name: string | null;
  slug: string;
  tagline: string | null;
  description: string | null;
  release_date: string | null;
  year: number | null;
  runtime: number | null;
  certification: string | null;
  status: string | null;
  language: string | null;
  budget: number | null;
  revenue: number | null;
  popularity: Generated<number>;
  rating: number | null;
  vote_count: Generated<number>;
  local_rating: number | null;
  local_vote_count: Generated<number>;
  imdb_id: string | null;
  tmdb_id: number | null;
  adult: Generated<number>;
  poster: string | null;
  backdrop: string | null;
  seasons_count: Generated<number>;
  episodes_count: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface SeasonsTable {
  id: Generated<number>;
  title_id: number;
  number: number;
  name: string | null;
  description: string | null;
  release_date: string | null;
  poster: string | null;
  episodes_count: Generated<number>;
  tmdb_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface EpisodesTable {
  id: Generated<number>;
  title_id: number;
  season_id: number;
  season_number: number;
  episode_number: number;
  name: string;
  description: string | null;
  release_date: string | null;
  runtime: number | null;
  poster: string | null;
  rating: number | null;
  vote_count: Generated<number>;
  popularity: Generated<number>;
  tmdb_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface PeopleTable {
  id: Generated<number>;
  name: string;
  slug: string;
  biography: string | null;
  birth_date: string | null;
  death_date: string | null;
  birth_place: string | null;
  gender: string | null;
  known_for: string | null;
  popularity: Generated<number>;
  poster: string | null;
  imdb_id: string | null;
  tmdb_id: number | null;
  adult: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** season_id/episode_id null = a credit of the title itself. */
export interface CreditsTable {
  id: Generated<number>;
  person_id: number;
  title_id: number;
  season_id: number | null;
  episode_id: number | null;
  department: string;
  job: string | null;
  character: string | null;
  order: Generated<number>;
  created_at: Generated<string>;
}

export interface TagsTable {
  id: Generated<number>;
  type: TagType;
  name: string;
  display_name: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface TitleTagTable {
  title_id: number;
  tag_id: number;
}

export interface ImagesTable {
  id: Generated<number>;
  model_type: ImageModelType;
  model_id: number;
  type: ImageType;
  /** 'local': url and variants are storage keys; 'url': absolute URLs. */
  source: Generated<'local' | 'url'>;
  url: string;
  /** JSON object width -> storage key or URL */
  variants: Generated<string>;
  width: number | null;
  height: number | null;
  order: Generated<number>;
  created_at: Generated<string>;
}

export interface NewsArticlesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  body: string;
  image: string | null;
  source: string | null;
  source_url: string | null;
  user_id: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface NewsArticleTitlesTable {
  news_article_id: number;
  title_id: number;
}

export interface CatalogueTables {
  titles: TitlesTable;
  seasons: SeasonsTable;
  episodes: EpisodesTable;
  people: PeopleTable;
  credits: CreditsTable;
  tags: TagsTable;
  title_tag: TitleTagTable;
  images: ImagesTable;
  news_articles: NewsArticlesTable;
  news_article_titles: NewsArticleTitlesTable;
}

// Channels and import bookkeeping (migrations/0250_channels.ts, 0251_import_external_ids.ts).
// Declared as a merge of CatalogueTables so this block only appends.

export type ChannelLayout = 'grid' | 'carousel' | 'landscape' | 'hero' | 'list';
export type ChannelContentType = 'titles' | 'people' | 'episodes' | 'news' | 'lists' | 'videos' | 'channels';
export type ChannelRestriction = 'genre' | 'keyword' | 'country' | 'language' | 'year';

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  /** Saved query name (channels.auto.ts) or null for a manual list. */
  auto_update: string | null;
  restriction: ChannelRestriction | null;
  /** JSON: { limit, perPage, nestedLimit, ... } */
  config: Generated<string>;
  hide_title: Generated<number>;
  internal: Generated<number>;
  seo_title: string | null;
  seo_description: string | null;
  user_id: number | null;
  content_updated_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ChannelItemsTable {
  id: Generated<number>;
  channel_id: number;
  item_type: 'title' | 'person' | 'episode' | 'news' | 'list' | 'video' | 'channel';
  item_id: number;
  order: Generated<number>;
  created_at: Generated<string>;
}

export interface ExternalIdsTable {
  model_type: 'title' | 'person';
  external_id: string;
  model_id: number;
  created_at: Generated<string>;
}

export interface CatalogueTables {
  channels: ChannelsTable;
  channel_items: ChannelItemsTable;
  external_ids: ExternalIdsTable;
}
