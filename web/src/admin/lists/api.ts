import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { useAdminListQuery } from '../kit/list-query';
import { fetchList, type ListInfo } from '../../api/lists';

// Calls of the admin Lists screens: every user's lists, private ones included (GET lists with
// visibility, for list managers). Keys start with 'lists' so the public list pages refresh too.

export type ListItemType = 'title' | 'person' | 'episode';

export interface AdminListParams {
  query: string;
  page: number;
  visibility: 'all' | 'public' | 'private';
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

export type AdminListInput = { name: string; description: string | null; public: boolean };

export const adminListKeys = {
  all: ['lists'] as const,
  list: (p: AdminListParams) => ['lists', 'admin-list', p] as const,
  one: (id: string) => ['lists', 'admin', id] as const,
};

export const useAdminLists = (p: AdminListParams) => useAdminListQuery<ListInfo>(adminListKeys.list(p), 'lists', 25, { ...p });

/** The list with its first 100 items in their own (custom) order. */
export const useAdminList = (id: string | null) =>
  useQuery({
    queryKey: adminListKeys.one(id ?? ''),
    queryFn: () => fetchList(id!, { perPage: 100, sortBy: 'custom' }),
    enabled: id !== null,
    meta: { silent: true },
  });

export function useInvalidateLists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminListKeys.all });
}

export const listsApi = {
  create: (input: AdminListInput) => api.post('lists', { body: input }),
  update: (id: number, input: AdminListInput) => api.put('lists/{id}', { path: { id }, body: input }),
  remove: (ids: number[]) => http.delete<ApiResponse<'delete', 'lists/{ids}'>>(`lists/${ids.join(',')}`),
  addItem: (id: number, type: ListItemType, itemId: number) =>
    api.post('lists/{id}/items', { path: { id }, body: { type, item_id: itemId } }),
  removeItem: (id: number, type: ListItemType, itemId: number) =>
    api.delete('lists/{id}/items', { path: { id }, body: { type, item_id: itemId } }),
  reorder: (id: number, ids: number[]) => api.post('lists/{id}/reorder', { path: { id }, body: { ids } }),
};

export function useDeleteLists() {
  const invalidate = useInvalidateLists();
  return useMutation({ mutationFn: listsApi.remove, onSuccess: () => invalidate() });
}
