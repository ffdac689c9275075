import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';
import type { AdminVideo } from '../kit/video-types';
import type { CreditGroups, EpisodeResponse, SeasonResponse } from '../../api/title-types';

// Calls of the title, season and episode editors (server: src/features/{titles,seasons,episodes,credits,tags,images}).

/** Which part of a series a credit or video belongs to; a bare title when season is undefined. */
export interface Scope {
  titleId: number;
  season?: number;
  episode?: number;
}

export const seasonKey = (titleId: number | string, season: number) => ['titles', String(titleId), 'admin-season', season] as const;
export const episodeKey = (titleId: number | string, season: number, episode: number) =>
  ['titles', String(titleId), 'admin-episode', season, episode] as const;

export const useSeason = (titleId: number, season: number) =>
  useQuery({
    queryKey: seasonKey(titleId, season),
    queryFn: (): Promise<SeasonResponse> => api.get('titles/{id}/seasons/{season}', { path: { id: titleId, season } }),
    meta: { silent: true },
  });

export const useEpisode = (titleId: number, season: number, episode: number, enabled = true) =>
  useQuery({
    queryKey: episodeKey(titleId, season, episode),
    queryFn: (): Promise<EpisodeResponse> =>
      api.get('titles/{id}/seasons/{season}/episodes/{episode}', { path: { id: titleId, season, episode } }),
    enabled,
    meta: { silent: true },
  });

/** Credits of one scope, grouped by department: the title's own, a season's or an episode's. */
export function useScopeCredits(scope: Scope) {
  const { season, episode } = scope;
  const key =
    scope.episode !== undefined
      ? episodeKey(scope.titleId, scope.season!, scope.episode)
      : scope.season !== undefined
        ? seasonKey(scope.titleId, scope.season)
        : (['titles', String(scope.titleId), 'admin-credits'] as const);
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<unknown> => {
      const id = scope.titleId;
      if (scope.episode !== undefined)
        return api.get('titles/{id}/seasons/{season}/episodes/{episode}', { path: { id, season: scope.season!, episode: scope.episode } });
      if (scope.season !== undefined) return api.get('titles/{id}/seasons/{season}', { path: { id, season: scope.season } });
      return api.get('titles/{id}/credits', { path: { id } });
    },
    // a stable select keeps the groups' identity between renders (the sortable lists rely on it)
    select: useCallback(
      (data: unknown): CreditGroups => {
        const d = data as Partial<EpisodeResponse & SeasonResponse & { credits: CreditGroups }>;
        if (episode !== undefined) return d.episode?.credits ?? {};
        if (season !== undefined) return d.season?.credits ?? {};
        return d.credits ?? {};
      },
      [season, episode],
    ),
  });
}

export type PersonOption = Pick<
  ApiResponse<'get', 'people'>['pagination']['data'][number],
  'id' | 'name' | 'poster' | 'known_for' | 'birth_date'
>;

export const usePeopleSearch = (query: string) =>
  useQuery({
    queryKey: ['people', 'admin-picker', query],
    queryFn: () =>
      api
        .get('people', { query: { query: query || undefined, perPage: 8, orderBy: 'popularity' } })
        .then((r): PersonOption[] => r.pagination.data),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });

export const useTagSearch = (type: string, query: string) =>
  useQuery({
    queryKey: ['title-tags', type, query],
    queryFn: () =>
      api.get('title-tags/{type}', { path: { type }, query: { query: query || undefined, perPage: 10 } }).then((r) => r.pagination.data),
    placeholderData: keepPreviousData,
  });

export const useScopeVideos = (scope: Scope) =>
  useQuery({
    queryKey: ['videos', 'admin-scope', scope.titleId, scope.season ?? null, scope.episode ?? null],
    queryFn: () =>
      http
        .get<{ pagination: Pagination<AdminVideo> }>('videos', {
          title_id: scope.titleId,
          season_number: scope.season,
          episode_number: scope.episode,
          perPage: 100,
          orderBy: 'order',
          orderDir: 'asc',
        })
        .then((r) => r.pagination.data),
    refetchInterval: (q) => (q.state.data?.some((v) => v.status === 'pending' || v.status === 'processing') ? 3000 : false),
  });

export { useRefreshCatalogue } from '../kit/catalogue-refresh';
