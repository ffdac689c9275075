import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';

// GET users/{id}/history (the diary, newest first) and DELETE users/me/history/{id}.

type DiaryPage = ApiResponse<'get', 'users/{id}/history'>;
export type DiaryEntry = DiaryPage['pagination']['data'][number];

export const diaryKey = (userId: number) => ['profiles', userId, 'diary'] as const;
export const fetchDiary = (userId: number, page: number, perPage = 50) =>
  api.get('users/{id}/history', { path: { id: userId }, query: { page, perPage } });
export const removeDiaryEntry = (id: number) => api.delete('users/me/history/{id}', { path: { id } });

/** How many entries the diary has, for the profile's Diary tab; asked only when the viewer may see the diary. */
export const useDiaryCount = (userId: number, visible: boolean) =>
  useQuery({
    // under diaryKey: removing an entry refreshes the count too
    queryKey: [...diaryKey(userId), 'count'],
    queryFn: () => fetchDiary(userId, 1, 1).then((p) => p.pagination.total),
    enabled: visible,
    meta: { silent: true },
  });
