import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { useAdminListQuery } from '../kit/list-query';

type AdminArticleRow = ApiResponse<'get', 'news'>['pagination']['data'][number];
export type AdminArticle = ApiResponse<'get', 'news/{id}'>['article'];

export type ArticleInput = {
  title: string;
  body: string;
  image: string | null;
  source: string | null;
  source_url: string | null;
  title_ids: number[];
};

export interface AdminNewsQuery {
  query: string;
  page: number;
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

// 'news' is also the public article's key, so a save refreshes the public page too
export const useAdminNews = (q: AdminNewsQuery) => useAdminListQuery<AdminArticleRow>(['news', 'admin-list', q], 'news', 20, { ...q });

export const useAdminArticle = (id: number | null) =>
  useQuery({
    queryKey: ['news', String(id)],
    queryFn: () => api.get('news/{id}', { path: { id: id! } }),
    enabled: id !== null,
    meta: { silent: true },
  });

export const newsApi = {
  create: (input: ArticleInput) => api.post('news', { body: input }),
  update: (id: number, input: ArticleInput) => api.put('news/{id}', { path: { id }, body: input }),
};

export function useDeleteArticles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<ApiResponse<'delete', 'news/{ids}'>>(`news/${ids.join(',')}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
