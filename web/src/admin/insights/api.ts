import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';

/** GET reports/insights, as the server's contract declares it (src/features/operations/insights). */
export type Insights = ApiResponse<'get', 'reports/insights'>['insights'];

export type InsightsTarget =
  | { model: 'site' }
  | { model: 'title' | 'video'; id: number }
  | { model: 'season'; title_id: number; season: number }
  | { model: 'episode'; title_id: number; season: number; episode: number };

export function useInsights(target: InsightsTarget, range: { from: string; to: string }) {
  const params = { ...target, ...range };
  return useQuery({
    queryKey: ['reports', 'insights', params],
    queryFn: () => api.get('reports/insights', { query: params }).then((r) => r.insights),
    placeholderData: keepPreviousData,
  });
}
