import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';

export const PROBLEMS = ['no_poster', 'no_description', 'no_videos', 'series_no_seasons', 'series_no_episodes', 'person_no_photo'] as const;
export type Problem = (typeof PROBLEMS)[number];

export const PROBLEM_LABELS: Record<Problem, { label: string; empty: string }> = {
  no_poster: { label: 'No poster', empty: 'Every title has a poster.' },
  no_description: { label: 'No description', empty: 'Every title has a description.' },
  no_videos: { label: 'No videos', empty: 'Every title has at least one video.' },
  series_no_seasons: { label: 'Series without seasons', empty: 'Every series has seasons.' },
  series_no_episodes: { label: 'Series without episodes', empty: 'Every series has episodes.' },
  person_no_photo: { label: 'People without photo', empty: 'Every person has a photo.' },
};

export type HealthItem = ApiResponse<'get', 'catalogue-health/{problem}'>['pagination']['data'][number];

export const useProblemCounts = () =>
  useQuery({
    queryKey: ['admin', 'catalogue-health'],
    queryFn: () => api.get('catalogue-health').then((r) => r.counts),
    staleTime: 0,
  });

export const useProblemList = (problem: Problem, q: { page: number; query: string; type: string }) =>
  useQuery({
    queryKey: ['admin', 'catalogue-health', problem, q],
    queryFn: () =>
      api
        .get('catalogue-health/{problem}', {
          path: { problem },
          query: { page: q.page, perPage: 20, query: q.query || undefined, type: (q.type || undefined) as 'movie' | 'series' | undefined },
        })
        .then((r) => r.pagination),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
