// Catalogue payloads as the API returns them (API.md "Resource fields"); only what pages read.

export interface Tag {
  id: number;
  type: string;
  name: string;
  display_name: string;
}

export interface ImageJson {
  id: number;
  type: string;
  url: string;
  variants: Record<string, string>;
  width: number | null;
  height: number | null;
  order: number;
}

export interface TitleSummary {
  id: number;
  type: 'movie' | 'series' | string;
  name: string;
  slug: string;
  year: number | null;
  release_date?: string | null;
  poster: string | null;
  backdrop?: string | null;
  rating?: number | null;
  vote_count?: number | null;
  runtime?: number | null;
  certification?: string | null;
  seasons_count?: number | null;
  tagline?: string | null;
  description?: string | null;
  genres?: Tag[] | string[];
  model_type?: 'title';
}

export interface PersonSummary {
  id: number;
  name: string;
  slug: string;
  poster: string | null;
  known_for?: string | null;
  birth_date?: string | null;
  model_type?: 'person';
}

export interface EpisodeSummary {
  id: number;
  title_id: number;
  season_number: number;
  episode_number: number;
  name: string | null;
  description?: string | null;
  poster: string | null;
  release_date: string | null;
  runtime?: number | null;
  rating?: number | null;
  title?: { id: number; name: string; slug: string; poster?: string | null };
  model_type?: 'episode';
}

export interface NewsSummary {
  id: number;
  title: string;
  slug: string;
  image: string | null;
  source: string | null;
  created_at: string;
  excerpt?: string;
  model_type?: 'news';
}

export interface Credit {
  id: number;
  person_id: number;
  department: string;
  job: string | null;
  character: string | null;
  order: number;
  person: { id: number; name: string; slug: string; poster: string | null };
}

export interface Video {
  id: number;
  name: string;
  category: string;
  thumbnail?: string | null;
  season_number?: number | null;
  episode_number?: number | null;
  duration?: number | null;
}

export interface Pagination<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ChannelJson {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  layout: 'grid' | 'carousel' | 'landscape' | 'hero' | 'list' | string;
  content_type: string;
  restriction: string | null;
  hide_title: boolean;
  items?: Pagination<ChannelItem> | ChannelItem[];
}

export type ChannelItem =
  | (TitleSummary & { model_type: 'title' })
  | (PersonSummary & { model_type: 'person' })
  | (EpisodeSummary & { model_type: 'episode' })
  | (NewsSummary & { model_type: 'news' })
  | (ChannelJson & { model_type: 'channel' });

export const tagName = (g: Tag | string) => (typeof g === 'string' ? g : g.display_name || g.name);
