import type { ApiResponse } from './client';
import type { Video } from '../ui/catalogue/types';

// The title, season and episode pages' payloads come from the contract (schema.gen.ts); only what
// the contract leaves out is written here: fields other features add to the payload.

type ContractTitle = ApiResponse<'get', 'titles/{id}'>['title'];
type ContractSeasonPage = ApiResponse<'get', 'titles/{id}/seasons/{season}'>;
type ContractEpisodePage = ApiResponse<'get', 'titles/{id}/seasons/{season}/episodes/{episode}'>;

export type Season = ContractTitle['seasons'][number];
export type CreditGroups = ApiResponse<'get', 'titles/{id}/credits'>['credits'];

export interface TitleDetail extends ContractTitle {
  /** Approved videos, when the videos feature adds them to the payload. */
  videos?: Video[];
  /** Whether the signed-in viewer follows it (absent for guests). */
  is_following?: boolean;
}

export interface SeasonResponse extends ContractSeasonPage {
  season: ContractSeasonPage['season'] & { videos?: Video[] };
}

export interface EpisodeResponse extends ContractEpisodePage {
  episode: ContractEpisodePage['episode'] & { videos?: Video[] };
}
