import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { useAdminListQuery } from '../kit/list-query';
import type { TitleSummary } from '../../ui/catalogue/types';

export interface AdminArticleRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  image: string | null;
  source: string | null;
  source_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminArticle extends AdminArticleRow {
  body: string;
  titles: TitleSummary[];
}

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
    queryFn: () => http.get<{ article: AdminArticle }>(`news/${id}`),
    enabled: id !== null,
    meta: { silent: true },
  });

export const newsApi = {
  create: (input: ArticleInput) => http.post<{ article: AdminArticle }>('news', input),
  update: (id: number, input: ArticleInput) => http.put<{ article: AdminArticle }>(`news/${id}`, input),
};

export function useDeleteArticles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<{ deleted: true }>(`news/${ids.join(',')}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
