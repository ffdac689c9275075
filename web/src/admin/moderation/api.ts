import { filled } from '../kit/list-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import type { Pagination } from '../../ui/catalogue/types';

export interface Author {
  id: number;
  name: string;
  slug: string;
  avatar: string | null;
}

/** What a comment or review is about (server: src/features/community/reports/moderation.ts). */
export interface Target {
  type: 'title' | 'episode' | 'news' | 'list';
  id: number;
  name: string;
  title?: { id: number; slug: string; name: string };
  season_number?: number;
  episode_number?: number;
  slug?: string;
}

interface Moderated {
  id: number;
  user: Author | null;
  reports_count: number;
  target: Target | null;
  created_at: string;
}
export interface ModeratedComment extends Moderated {
  content: string;
  deleted: boolean;
  replies_count: number;
  commentable_type: Target['type'];
  commentable_id: number;
}
export interface ModeratedReview extends Moderated {
  rating: number;
  title: string | null;
  body: string;
  has_spoilers: boolean;
  reviewable_type: 'title' | 'episode';
  reviewable_id: number;
}

export type Kind = 'comment' | 'review';
export interface ModerationQuery {
  query: string;
  page: number;
  status: string;
  orderBy: string;
  userId: string;
  /** `type:id` of the commented or reviewed item. */
  target: string;
}

const base = (kind: Kind) => (kind === 'comment' ? 'moderation/comments' : 'moderation/reviews');

export function useModerationList<T>(kind: Kind, q: ModerationQuery) {
  return useQuery({
    queryKey: ['moderation', kind, q],
    queryFn: () =>
      http.get<{ pagination: Pagination<T> }>(base(kind), {
        ...filled({ query: q.query, page: q.page, status: q.status, orderBy: q.orderBy, userId: q.userId }),
        perPage: 20,
        [kind === 'comment' ? 'commentable' : 'reviewable']: q.target || undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a moderation write, the public threads and title pages may show stale rows. */
function useInvalidateCommunity() {
  const client = useQueryClient();
  return () =>
    Promise.all(['moderation', 'comments', 'reviews', 'reports', 'titles'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export function useDeleteModerated(kind: Kind) {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    meta: { silent: true }, // callers report errors (field errors or a toast) in mutate()
    mutationFn: (ids: number[]) => http.delete<{ deleted: number[] }>(`${base(kind)}/${ids.join(',')}`),
    onSuccess: () => invalidate(),
  });
}

export interface Report {
  id: number;
  reason: string;
  created_at: string;
  reporter: Author | null;
}

export const useReportsOn = (kind: Kind, id: number) =>
  useQuery({
    queryKey: ['reports', kind, id],
    queryFn: () =>
      http
        .get<{ pagination: Pagination<Report> }>('reports', { type: kind, reportable_id: id, perPage: 100 })
        .then((r) => r.pagination.data),
  });

export function useDismissReports() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    meta: { silent: true }, // callers report errors (field errors or a toast) in mutate()
    mutationFn: (ids: number[]) => http.delete<{ deleted: number }>(`reports/${ids.join(',')}`),
    onSuccess: () => invalidate(),
  });
}
