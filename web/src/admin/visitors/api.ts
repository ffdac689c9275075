import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';

/** GET reports/visitors, as the server's contract declares it (src/features/operations/insights/visitors.*). */
export type VisitorsReport = ApiResponse<'get', 'reports/visitors'>['visitors'];
export type VisitorBreakdown = VisitorsReport['devices'][number];

export function useVisitorsReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['reports', 'visitors', range],
    queryFn: () => api.get('reports/visitors', { query: range }).then((r) => r.visitors),
    placeholderData: keepPreviousData,
  });
}
