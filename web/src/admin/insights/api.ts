import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import type { Breakdown } from '../kit/breakdown-card';

export type InsightsModel = 'site' | 'title' | 'season' | 'episode' | 'video';

export interface Insights {
  model: InsightsModel;
  subject: { name: string; title_id?: number; season?: number; episode?: number } | null;
  from: string;
  to: string;
  total_plays: number;
  plays: { date: string; plays: number }[];
  devices: Breakdown[];
  platforms: Breakdown[];
  browsers: Breakdown[];
  countries: Breakdown[];
  top_titles: { id: number; name: string | null; plays: number }[];
  top_videos: { id: number; name: string | null; plays: number }[];
}

export type InsightsTarget =
  | { model: 'site' }
  | { model: 'title' | 'video'; id: number }
  | { model: 'season'; title_id: number; season: number }
  | { model: 'episode'; title_id: number; season: number; episode: number };

export function useInsights(target: InsightsTarget, range: { from: string; to: string }) {
  const params = { ...target, ...range };
  return useQuery({
    queryKey: ['reports', 'insights', params],
    queryFn: () => http.get<{ insights: Insights }>('reports/insights', params).then((r) => r.insights),
    placeholderData: keepPreviousData,
  });
}
