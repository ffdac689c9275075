import { useQuery } from '@tanstack/react-query';
import { http } from '../../api';

// GET users/{id}/history (the diary, newest first) and DELETE users/me/history/{id}.

export interface DiaryEntry {
  id: number;
  watched_at: string;
  source: string;
  rewatch: boolean;
  rating: number | null;
  title: { id: number; name: string; slug: string; type: string; year: number | null; poster: string | null };
  episode: { id: number; name: string | null; season_number: number | null; episode_number: number | null } | null;
}

export interface DiaryPage {
  pagination: { data: DiaryEntry[]; total: number; current_page: number; last_page: number };
}

export const diaryKey = (userId: number) => ['profiles', userId, 'diary'] as const;
export const fetchDiary = (userId: number, page: number) => http.get<DiaryPage>(`users/${userId}/history`, { page, perPage: 50 });
export const removeDiaryEntry = (id: number) => http.delete<{ message: string }>(`users/me/history/${id}`);

/** How many entries the diary has, for the profile's Diary tab; asked only when the viewer may see the diary. */
export const useDiaryCount = (userId: number, visible: boolean) =>
  useQuery({
    // under diaryKey: removing an entry refreshes the count too
    queryKey: [...diaryKey(userId), 'count'],
    queryFn: () => http.get<DiaryPage>(`users/${userId}/history`, { page: 1, perPage: 1 }).then((p) => p.pagination.total),
    enabled: visible,
    meta: { silent: true },
  });
