import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

export interface VisitorBreakdown {
  label: string | null;
  visitors: number;
}
export interface VisitorsReport {
  from: string;
  to: string;
  total_visitors: number;
  total_views: number;
  days: { date: string; visitors: number; views: number }[];
  top_pages: { path: string; video_id: number; name: string | null; title_name: string | null; views: number; visitors: number }[];
  devices: VisitorBreakdown[];
  platforms: VisitorBreakdown[];
  browsers: VisitorBreakdown[];
  countries: VisitorBreakdown[];
}

export function useVisitorsReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['reports', 'visitors', range],
    queryFn: () => http.get<{ visitors: VisitorsReport }>('reports/visitors', range).then((r) => r.visitors),
    placeholderData: keepPreviousData,
  });
}
