import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { useAdminListQuery } from '../kit/list-query';

export interface AdminCustomPage {
  id: number;
  title: string;
  slug: string;
  body: string;
  meta: { description?: string };
  hide_nav: boolean;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export type CustomPageInput = {
  title: string;
  slug?: string;
  body: string;
  meta: { description?: string };
  hide_nav: boolean;
};

export interface AdminPagesQuery {
  query: string;
  page: number;
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

// 'custom-pages' is also the public page's key (queryKeys.customPage), so saves refresh it
export const useAdminPages = (q: AdminPagesQuery) =>
  useAdminListQuery<AdminCustomPage>(['custom-pages', 'admin-list', q], 'custom-pages', 20, { ...q });

export const useAdminPage = (id: number | null) =>
  useQuery({
    queryKey: ['custom-pages', 'admin', id],
    queryFn: () => http.get<{ page: AdminCustomPage }>(`custom-pages/${id}`),
    enabled: id !== null,
    meta: { silent: true },
  });

export const pagesApi = {
  create: (input: CustomPageInput) => http.post<{ page: AdminCustomPage }>('custom-pages', input),
  update: (id: number, input: CustomPageInput) => http.put<{ page: AdminCustomPage }>(`custom-pages/${id}`, input),
};

export function useDeletePages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<{ message: string }>(`custom-pages/${ids.join(',')}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['custom-pages'] }),
  });
}
