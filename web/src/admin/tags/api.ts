import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';

export type TagType = 'genre' | 'keyword' | 'country';
export type AdminTag = ApiResponse<'get', 'title-tags/{type}'>['pagination']['data'][number];
export interface TagInput {
  name: string;
  display_name: string;
}

export const useAdminTags = (type: TagType, q: { query: string; page: number; orderBy: string }) =>
  useQuery({
    queryKey: ['tags-admin', type, q],
    queryFn: () =>
      api.get('title-tags/{type}', {
        path: { type },
        query: { query: q.query || undefined, page: q.page, perPage: 30, orderBy: q.orderBy as 'name' | 'titles_count' | 'created_at' },
      }),
    placeholderData: keepPreviousData,
  });

/** Tag names show on title pages, channels and search filters: refresh those views too. */
function useInvalidateTags() {
  const client = useQueryClient();
  return () => Promise.all(['tags-admin', 'titles', 'channel', 'search'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export function useSaveTag(type: TagType) {
  const invalidate = useInvalidateTags();
  return useMutation({
    meta: { silent: true }, // callers report errors (field errors or a toast) in mutate()
    mutationFn: ({ id, input }: { id: number | null; input: TagInput }) => {
      const body = { name: input.name, display_name: input.display_name.trim() || null };
      return id
        ? api.put('title-tags/{type}/{tagId}', { path: { type, tagId: id }, body })
        : api.post('title-tags/{type}', { path: { type }, body });
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteTags(type: TagType) {
  const invalidate = useInvalidateTags();
  return useMutation({
    meta: { silent: true }, // callers report errors (field errors or a toast) in mutate()
    mutationFn: (ids: number[]) => http.delete(`title-tags/${type}/${ids.join(',')}`),
    onSuccess: () => invalidate(),
  });
}
