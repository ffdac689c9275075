import { http } from '../../api';
import type { UserSummary } from '../../api/community';

export interface Profile extends UserSummary {
  bio: string | null;
  banner: string | null;
  created_at: string;
  counts: {
    lists: number | null;
    ratings: number | null;
    reviews: number;
    comments: number;
    followers: number;
    followed_users: number;
    followed_content?: number;
  };
  is_following: boolean;
  is_own: boolean;
  privacy: { hide_ratings: boolean; hide_lists: boolean };
}

export type ProfileEdit = { name?: string; bio?: string | null; hide_ratings?: boolean; hide_lists?: boolean };

export const profileKeys = {
  profile: (id: number) => ['profiles', id] as const,
  tab: (id: number, tab: string, page: number) => ['profiles', id, tab, page] as const,
};

export const fetchProfile = (id: number) => http.get<{ profile: Profile }>(`user-profile/${id}`);
export const fetchProfileTab = <T>(id: number, tab: string, page: number) =>
  http.get<{ pagination: { data: T[]; total: number; current_page: number; last_page: number } }>(`user-profile/${id}/${tab}`, {
    page,
    perPage: 24,
  });
export const setFollowing = (id: number, on: boolean) => http.post(`users/${id}/${on ? 'follow' : 'unfollow'}`);
export const saveProfile = (values: ProfileEdit) => http.put<{ profile: Profile }>('user-profile', values);

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
export const uploadAvatar = (userId: number, file: File) =>
  http.post<{ user: { image: string | null }; message?: string }>(`users/${userId}/avatar`, fileForm(file));
export const removeAvatar = (userId: number) => http.delete<{ message?: string }>(`users/${userId}/avatar`);
export const uploadBanner = (userId: number, file: File) =>
  http.post<{ banner: string; message?: string }>(`users/${userId}/banner`, fileForm(file));
export const removeBanner = (userId: number) => http.delete<{ message?: string }>(`users/${userId}/banner`);
