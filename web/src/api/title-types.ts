import type { ApiResponse } from './client';
import type { EpisodeSummary, TitleSummary, Video } from '../ui/catalogue/types';

// The title page's payload comes from the contract (GET titles/{id}, schema.gen.ts); only what the
// contract leaves out is written here: fields other features add to the payload, and the season and
// episode pages, which have no declared response yet.

type ContractTitle = ApiResponse<'get', 'titles/{id}'>['title'];

export type Season = ContractTitle['seasons'][number];
export type CreditGroups = Record<string, ContractTitle['credits']['cast']>;

export interface TitleDetail extends ContractTitle {
  /** Approved videos, when the videos feature adds them to the payload. */
  videos?: Video[];
  /** Whether the signed-in viewer follows it (absent for guests). */
  is_following?: boolean;
}

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
