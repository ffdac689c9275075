import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';
import { bootstrapStore } from '../../shell/bootstrap';
import type { CurrentUser } from '../../shell/bootstrap-types';

// GET users/me and the account calls of spec section 7 that more than one panel uses.

export interface SocialProfile {
  service_name: string;
  username: string | null;
}
export interface AccessToken {
  id: number;
  name: string;
  last_used_at: string | null;
}
export interface AccountUser extends CurrentUser {
  first_name?: string | null;
  last_name?: string | null;
  country?: string | null;
  social_profiles?: SocialProfile[];
  tokens?: AccessToken[];
  two_factor_confirmed_at?: string | null;
  two_factor_recovery_codes?: string[] | null;
  two_factor_state?: 0 | 1 | 2;
}

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
  update: (user: { id: number }, body: Record<string, unknown>) =>
    http.put<{ user: Partial<AccountUser>; message?: string }>(userPath(user), body),
  uploadAvatar: (user: { id: number }, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<{ user: { image: string | null }; message?: string }>(`${userPath(user)}/avatar`, form);
  },
  removeAvatar: (user: { id: number }) => http.delete<{ message?: string }>(`${userPath(user)}/avatar`),
};
