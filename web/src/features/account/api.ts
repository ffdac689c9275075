import { useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';
import { bootstrapStore } from '../../shell/bootstrap';
import type { CurrentUser } from '../../shell/bootstrap-types';

// GET users/me and the account calls of spec section 7 that more than one panel uses.

/**
 * GET users/me: the signed-in payload, as bootstrap data carries it (the contract of users/{id} lists
 * only what every view of a user shares), read where the shell's CurrentUser is expected too.
 */
export type AccountUser = NonNullable<ApiResponse<'get', 'bootstrap-data'>['user']> & CurrentUser;
export type AccessToken = AccountUser['tokens'][number];

const meKey = queryKeys.user('me');

export function useAccountUser() {
  return useQuery({
    queryKey: meKey,
    queryFn: async () => (await http.get<{ user: AccountUser }>('users/me')).user,
  });
}

export const refreshAccountUser = () => queryClient.invalidateQueries({ queryKey: meKey });

/** Changes the signed-in user everywhere it is shown: the bootstrap data (navbar) and GET users/me. */
export function patchCurrentUser(patch: Partial<AccountUser>) {
  bootstrapStore.set((d) => (d.user ? { ...d, user: { ...d.user, ...patch } } : d));
  queryClient.setQueryData<AccountUser>(meKey, (prev) => (prev ? { ...prev, ...patch } : prev));
}

export const userPath = (user: { id: number }) => `users/${user.id}`;

export const accountApi = {
  // the body is checked by the service (no request schema in the contract yet)
  update: (user: { id: number }, body: Record<string, unknown>) => http.put<ApiResponse<'put', 'users/{id}'>>(userPath(user), body),
  uploadAvatar: (user: { id: number }, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<ApiResponse<'post', 'users/{id}/avatar'>>(`${userPath(user)}/avatar`, form);
  },
  removeAvatar: (user: { id: number }) => api.delete('users/{id}/avatar', { path: { id: user.id } }),
};
