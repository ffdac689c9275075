import type { Credit, EpisodeSummary, ImageJson, Tag, TitleSummary, Video } from '../ui/catalogue/types';

export interface Season {
  id: number;
  title_id: number;
  number: number;
  name: string;
  description: string | null;
  release_date: string | null;
  poster: string | null;
  episodes_count: number;
}

export interface TitleDetail extends TitleSummary {
  original_name: string | null;
  tagline: string | null;
  description: string | null;
  status: string | null;
  language: string | null;
  updated_at?: string;
  budget?: number | null;
  revenue?: number | null;
  vote_count?: number | null;
  episodes_count?: number;
  genres: Tag[];
  keywords: Tag[];
  countries: Tag[];
  images: ImageJson[];
  credits: { cast: Credit[]; directors: Credit[]; writers: Credit[]; creators: Credit[] };
  seasons: Season[];
  /** Approved videos, when the videos feature adds them to the payload. */
  videos?: Video[];
  /** Whether the signed-in viewer follows it (absent for guests). */
  is_following?: boolean;
}

export type CreditGroups = Record<string, Credit[]>;

export interface SeasonResponse {
  title: TitleSummary;
  season: Season & { episodes: EpisodeSummary[]; credits: CreditGroups; videos?: Video[] };
}

export interface EpisodeResponse {
  title: TitleSummary;
  season: Season;
  episode: EpisodeSummary & { credits: CreditGroups; videos?: Video[]; vote_count?: number };
  previous: EpisodeSummary | null;
  next: EpisodeSummary | null;
}
