import { filled } from '../kit/list-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';

export type ModeratedComment = ApiResponse<'get', 'moderation/comments'>['pagination']['data'][number];
export type ModeratedReview = ApiResponse<'get', 'moderation/reviews'>['pagination']['data'][number];
/** What a comment or review is about. */
export type Target = NonNullable<ModeratedComment['target']>;

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

export const useReportsOn = (kind: Kind, id: number) =>
  useQuery({
    queryKey: ['reports', kind, id],
    queryFn: () => api.get('reports', { query: { type: kind, reportable_id: id, perPage: 100 } }).then((r) => r.pagination.data),
  });

export function useDismissReports() {
  const invalidate = useInvalidateCommunity();
  return useMutation({
    meta: { silent: true }, // callers report errors (field errors or a toast) in mutate()
    // the ids go in the path as they are (fillPath would encode the commas)
    mutationFn: (ids: number[]) => http.delete<ApiResponse<'delete', 'reports/{ids}'>>(`reports/${ids.join(',')}`),
    onSuccess: () => invalidate(),
  });
}
