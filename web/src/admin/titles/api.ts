import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import type { TitleSummary } from '../../ui/catalogue/types';
import { useAdminListQuery } from '../kit/list-query';
import { fetchTitle } from '../../api/titles';

export type AdminTitleRow = TitleSummary & { updated_at: string; status: string | null; popularity: number };

export interface AdminTitleQuery {
  query: string;
  page: number;
  type: '' | 'movie' | 'series';
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

export const useAdminTitles = (q: AdminTitleQuery) =>
  useAdminListQuery<AdminTitleRow>(['titles', 'admin-list', q], 'titles', 30, { ...q, type: q.type || undefined });

export const useAdminTitle = (id: string) => useQuery({ queryKey: ['titles', id], queryFn: () => fetchTitle(id), meta: { silent: true } });

/** After a title write, every cached view of the catalogue may show it: titles, search, channels, people. */
export function useInvalidateCatalogue() {
  const client = useQueryClient();
  return () =>
    Promise.all(['titles', 'search', 'channel', 'people', 'upcoming', 'news'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export function useDeleteTitles() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<{ deleted: number[] }>(`titles/${ids.join(',')}`),
    onSuccess: () => invalidate(),
  });
}
