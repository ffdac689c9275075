import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';

export type Profile = ApiResponse<'get', 'user-profile/{id}'>['profile'];

export type ProfileEdit = { name?: string; bio?: string | null; hide_ratings?: boolean; hide_lists?: boolean };

export const profileKeys = {
  profile: (id: number) => ['profiles', id] as const,
  tab: (id: number, tab: string, page: number) => ['profiles', id, tab, page] as const,
};

export const fetchProfile = (id: number) => api.get('user-profile/{id}', { path: { id } });
export const fetchProfileTab = <T>(id: number, tab: string, page: number) =>
  http.get<{ pagination: { data: T[]; total: number; current_page: number; last_page: number } }>(`user-profile/${id}/${tab}`, {
    page,
    perPage: 24,
  });
export const setFollowing = (id: number, on: boolean) =>
  on ? api.post('users/{id}/follow', { path: { id } }) : api.post('users/{id}/unfollow', { path: { id } });
export const saveProfile = (values: ProfileEdit) => api.put('user-profile', { body: values });

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
export const uploadAvatar = (userId: number, file: File) =>
  http.post<ApiResponse<'post', 'users/{id}/avatar'>>(`users/${userId}/avatar`, fileForm(file));
export const removeAvatar = (userId: number) => api.delete('users/{id}/avatar', { path: { id: userId } });
export const uploadBanner = (userId: number, file: File) =>
  http.post<ApiResponse<'post', 'users/{id}/banner'>>(`users/${userId}/banner`, fileForm(file));
export const removeBanner = (userId: number) => api.delete('users/{id}/banner', { path: { id: userId } });
