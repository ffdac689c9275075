import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { useAdminListQuery } from '../kit/list-query';
import type { PersonDetail } from '../../features/people/api';
import { uploadImage } from '../kit/upload-image';

// Calls of the people admin screens (server: src/features/{people,credits,images}).

/** A row of GET people with `loadCount=credits`, which adds each person's credits_count. */
export type AdminPersonRow = ApiResponse<'get', 'people'>['pagination']['data'][number] & { credits_count: number };

export type AdminPerson = PersonDetail;

export interface AdminPeopleQuery {
  query: string;
  page: number;
  known_for: string;
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

export const adminPersonKey = (id: string | number) => ['people', String(id), 'admin'] as const;

export const useAdminPeople = (q: AdminPeopleQuery) =>
  useAdminListQuery<AdminPersonRow>(['people', 'admin-list', q], 'people', 30, {
    ...q,
    known_for: q.known_for || undefined,
    loadCount: ['credits'],
  });

export const useAdminPerson = (id: string) =>
  useQuery({
    queryKey: adminPersonKey(id),
    queryFn: (): Promise<{ person: AdminPerson }> => api.get('people/{id}', { path: { id } }),
    meta: { silent: true },
  });

/** A person write shows on every catalogue view: people, titles (credits), search, channels. */
export function useRefreshPeople() {
  const client = useQueryClient();
  return () => Promise.all(['people', 'titles', 'search', 'channel'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export function useDeletePeople() {
  const refresh = useRefreshPeople();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<{ deleted: number[] }>(`people/${ids.join(',')}`),
    onSuccess: () => refresh(),
  });
}

export type { TitleOption } from '../kit/title-search';

/** POST images (multipart): a person's profile picture; the first one becomes the poster. */
export const uploadProfileImage = (file: File, personId: number, onProgress: (p: number) => void) =>
  uploadImage(file, 'person', personId, 'profile', onProgress);
