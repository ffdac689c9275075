import { useLocation, useSearch } from 'wouter';
import { api, type ApiResponse } from '../../api/client';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { readBootstrapData } from '../../shell/auth-actions';
import { applyBootstrapData, bootstrapStore } from '../../shell/bootstrap';
import type { CurrentUser } from '../../shell/bootstrap-types';
import { postLoginRedirect } from '../../shell/permissions';
import { safeRedirect } from '../../routes/guards';
import { inviteOf } from './join-after-sign-in';

// The auth/* calls of spec section 7 (no api/v1 prefix; the client knows).

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}
export type RegisterResponse = ApiResponse<'post', 'auth/register'>;

export const authApi = {
  login: (values: LoginValues) => api.post('auth/login', { body: values }),
  twoFactorChallenge: (body: { code: string } | { recovery_code: string }) => api.post('auth/two-factor-challenge', { body }),
  register: (body: Record<string, unknown>) => http.post<RegisterResponse>('auth/register', body),
  forgotPassword: (email: string) => api.post('auth/forgot-password', { body: { email } }),
  resetPassword: (body: { token: string; email: string; password: string; password_confirmation: string }) =>
    api.post('auth/reset-password', { body }),
  socialConnect: (password: string) =>
    http.post<{ bootstrapData?: unknown; two_factor?: boolean }>('secure/auth/social/connect', { password }),
};

/** Where a user goes after signing in: ?redirect= when given, else /admin for admins and / for others. */
export function signInTarget(user: CurrentUser | null, search: string) {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? postLoginRedirect(user);
}

/**
 * Applies the returned bootstrap data, drops cached guest data and leaves the auth page (replacing it
 * in history). On a workspace join page with an invite the page stays: signed in now, it accepts the
 * invite and moves on itself (JoinInvite).
 */
export function useFinishSignIn() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return (bootstrapData: unknown, to?: string) => {
    const data = readBootstrapData(bootstrapData);
    if (data) applyBootstrapData(data);
    queryClient.clear();
    const user = bootstrapStore.get().user;
    if (user && inviteOf(location, search)) return;
    navigate(to ?? signInTarget(user, search), { replace: true });
  };
}
