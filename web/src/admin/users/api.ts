import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import type { GrantedPermission, Paginated } from '../kit/roles-api';

// Calls of the admin users pages (server: src/features/accounts/users, users.* permissions).

/** A user as the list shows them. */
export type AdminUser = ApiResponse<'get', 'users'>['pagination']['data'][number];

/** One user as an admin sees and edits it: what PUT users/{id} answers, and GET users/{id} for a numeric id. */
export type AdminUserDetail = ApiResponse<'put', 'users/{id}'>['user'];

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
      // the admin list kit's page envelope (always counted here) around the contract's rows
      return http.get<Paginated<AdminUser>>('users', params);
    },
    placeholderData: (previous) => previous,
  });

export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: usersKeys.user(id ?? 0),
    // GET users/{id} is typed by what every view of a user shares; a numeric id answers the admin view
    queryFn: async () => (await api.get('users/{id}', { path: { id: id! } })).user as AdminUserDetail,
    enabled: id !== null,
  });

export const useUserSessions = (id: number) =>
  useQuery({
    queryKey: usersKeys.sessions(id),
    queryFn: async () => (await api.get('users/{id}/sessions', { path: { id } })).sessions,
  });

export const usersApi = {
  // both bodies are checked by the service (no request schema in the contract yet)
  create: (input: UserUpdate & { email: string }) => http.post<ApiResponse<'post', 'users'>>('users', input),
  update: (id: number, input: UserUpdate) => http.put<ApiResponse<'put', 'users/{id}'>>(`users/${id}`, input),
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
    mutationFn: (ids: number[]) => api.delete('users/{ids}', { path: { ids: ids.join(',') } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...usersKeys.all, 'list'] }),
  });
};
export const useBanUser = () =>
  useUsersMutation((a: { id: number; ban_reason: string | null }) =>
    api.post('users/{id}/ban', { path: { id: a.id }, body: { ban_reason: a.ban_reason } }),
  );
export const useUnbanUser = () => useUsersMutation((id: number) => api.post('users/{id}/unban', { path: { id } }));
export const useSignOutSessions = () => useUsersMutation((id: number) => api.delete('users/{id}/sessions', { path: { id } }));
export const useDisableTwoFactor = () => useUsersMutation((id: number) => api.delete('users/{id}/two-factor', { path: { id } }));
export const useRevokeToken = () => useUsersMutation((tokenId: number) => api.delete('access-tokens/{id}', { path: { id: tokenId } }));
export const useUploadAvatar = () =>
  useUsersMutation((a: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', a.file);
    return http.post<ApiResponse<'post', 'users/{id}/avatar'>>(`users/${a.id}/avatar`, form);
  });
export const useRemoveAvatar = () => useUsersMutation((id: number) => api.delete('users/{id}/avatar', { path: { id } }));

/** The label of a user in lists and headings. */
export const displayName = (u: Pick<AdminUser, 'name' | 'email'>) => u.name || u.email;
