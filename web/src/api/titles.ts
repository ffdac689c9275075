import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import type { EpisodeResponse, SeasonResponse, TitleDetail } from './title-types';

// Every call of the title pages, with its cache key. Keys start with 'titles' so a title edit
// (admin) invalidates them all at once.

export const titleKeys = {
  all: ['titles'] as const,
  detail: (id: string) => ['titles', id] as const,
  related: (id: string) => ['titles', id, 'related'] as const,
  credits: (id: string) => ['titles', id, 'credits'] as const,
  season: (id: string, season: string) => ['titles', id, 'seasons', season] as const,
  episode: (id: string, season: string, episode: string) => ['titles', id, 'seasons', season, 'episodes', episode] as const,
};

const silent = { silent: true };

/** GET titles/{id}: the contract's title plus what other features add to it (title-types.ts). */
export const fetchTitle = (id: string | number): Promise<{ title: TitleDetail }> => api.get('titles/{id}', { path: { id } });

export const useTitle = (id: string) => useQuery({ queryKey: titleKeys.detail(id), queryFn: () => fetchTitle(id), meta: silent });

export const useRelatedTitles = (id: string) =>
  useQuery({
    queryKey: titleKeys.related(id),
    queryFn: () => api.get('titles/{id}/related', { path: { id }, query: { limit: 16 } }),
    meta: silent,
  });

export const useTitleCredits = (id: string) =>
  useQuery({ queryKey: titleKeys.credits(id), queryFn: () => api.get('titles/{id}/credits', { path: { id } }), meta: silent });

export const useSeason = (id: string, season: string, enabled = true) =>
  useQuery({
    queryKey: titleKeys.season(id, season),
    queryFn: (): Promise<SeasonResponse> => api.get('titles/{id}/seasons/{season}', { path: { id, season } }),
    meta: silent,
    enabled,
  });

export const useEpisode = (id: string, season: string, episode: string) =>
  useQuery({
    queryKey: titleKeys.episode(id, season, episode),
    queryFn: (): Promise<EpisodeResponse> => api.get('titles/{id}/seasons/{season}/episodes/{episode}', { path: { id, season, episode } }),
    meta: silent,
  });
