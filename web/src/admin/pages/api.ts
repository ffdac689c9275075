import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { useAdminListQuery } from '../kit/list-query';

export type AdminCustomPage = ApiResponse<'get', 'custom-pages/{idOrSlug}'>['page'];

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
    queryFn: () => api.get('custom-pages/{idOrSlug}', { path: { idOrSlug: id! } }),
    enabled: id !== null,
    meta: { silent: true },
  });

export const pagesApi = {
  create: (input: CustomPageInput) => api.post('custom-pages', { body: input }),
  update: (id: number, input: CustomPageInput) => api.put('custom-pages/{id}', { path: { id }, body: input }),
};

export function useDeletePages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<ApiResponse<'delete', 'custom-pages/{ids}'>>(`custom-pages/${ids.join(',')}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['custom-pages'] }),
  });
}
