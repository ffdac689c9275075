import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import type { UserSession } from '../../ui/session-row';
import type { GrantedPermission, Paginated } from '../kit/roles-api';
import type { ExtraFieldAnswer } from '../../../../src/shared/registration-fields';

// Calls of the admin users pages (server: src/features/accounts/users, users.* permissions).

export interface AdminUser {
  id: number;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  language: string | null;
  country: string | null;
  timezone: string;
  created_at: string;
  updated_at: string;
  roles: { id: number; name: string }[];
}

export interface AdminUserDetail extends AdminUser {
  permissions: GrantedPermission[];
  social_profiles: { service_name: string; username: string | null }[];
  tokens: { id: number; name: string; last_used_at: string | null }[];
  two_factor_enabled: boolean;
  two_factor_confirmed_at: string | null;
  /** Answers to the register form's extra fields (registration.extra_fields). */
  extra_fields?: ExtraFieldAnswer[];
}

export interface UserListQuery {
  query?: string;
  page?: number;
  role?: string;
  banned?: string;
  verified?: string;
  orderBy?: string;
  orderDir?: string;
}

export type UserUpdate = {
  name?: string;
  email?: string;
  password?: string;
  roles?: number[];
  permissions?: GrantedPermission[];
  email_verified?: boolean;
  language?: string | null;
  country?: string | null;
  timezone?: string;
};

export const usersKeys = {
  all: ['users-admin'] as const,
  list: (q: UserListQuery) => ['users-admin', 'list', q] as const,
  user: (id: number) => ['users-admin', 'user', id] as const,
  sessions: (id: number) => ['users-admin', 'user', id, 'sessions'] as const,
};

export const useAdminUsers = (q: UserListQuery) =>
  useQuery({
    queryKey: usersKeys.list(q),
    queryFn: () => {
      const params: Record<string, string | number> = { perPage: 20, page: q.page ?? 1 };
      for (const k of ['query', 'role', 'banned', 'verified', 'orderBy', 'orderDir'] as const) if (q[k]) params[k] = q[k]!;
      return http.get<Paginated<AdminUser>>('users', params);
    },
    placeholderData: (previous) => previous,
  });

export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: usersKeys.user(id ?? 0),
    queryFn: async () => (await http.get<{ user: AdminUserDetail }>(`users/${id}`)).user,
    enabled: id !== null,
  });

export const useUserSessions = (id: number) =>
  useQuery({
    queryKey: usersKeys.sessions(id),
    queryFn: async () => (await http.get<{ sessions: UserSession[] }>(`users/${id}/sessions`)).sessions,
  });

export const usersApi = {
  create: (input: UserUpdate & { email: string }) => http.post<{ user: AdminUserDetail; message: string }>('users', input),
  update: (id: number, input: UserUpdate) => http.put<{ user: AdminUserDetail; message: string }>(`users/${id}`, input),
};

/** A mutation that refreshes every admin users query when it succeeds. */
function useUsersMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }) });
}

export const useUpdateUser = () => useUsersMutation((a: { id: number; input: UserUpdate }) => usersApi.update(a.id, a.input));
/** Refreshes only the lists: the open page of a deleted user navigates away instead of refetching a 404. */
export const useDeleteUsers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<{ message: string; deleted: number }>(`users/${ids.join(',')}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...usersKeys.all, 'list'] }),
  });
};
export const useBanUser = () =>
  useUsersMutation((a: { id: number; ban_reason: string | null }) =>
    http.post<{ user: AdminUser; message: string }>(`users/${a.id}/ban`, { ban_reason: a.ban_reason }),
  );
export const useUnbanUser = () => useUsersMutation((id: number) => http.post<{ user: AdminUser; message: string }>(`users/${id}/unban`));
export const useSignOutSessions = () => useUsersMutation((id: number) => http.delete<{ message: string }>(`users/${id}/sessions`));
export const useDisableTwoFactor = () => useUsersMutation((id: number) => http.delete<{ message: string }>(`users/${id}/two-factor`));
export const useRevokeToken = () => useUsersMutation((tokenId: number) => http.delete<{ message: string }>(`access-tokens/${tokenId}`));
export const useUploadAvatar = () =>
  useUsersMutation((a: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', a.file);
    return http.post<{ url: string }>(`users/${a.id}/avatar`, form);
  });
export const useRemoveAvatar = () => useUsersMutation((id: number) => http.delete<{ message: string }>(`users/${id}/avatar`));

/** The label of a user in lists and headings. */
export const displayName = (u: Pick<AdminUser, 'name' | 'email'>) => u.name || u.email;
