import type { AccessSubject, PermissionGrant } from '../roles/access';

export interface AuthUser extends AccessSubject {
  id: number;
  name: string | null;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  language: string | null;
  timezone: string;
  roles: { id: number; name: string }[];
  permissions: PermissionGrant[];
  /** users.item_state_version when signed in by session: keys the cache of their per-title state. */
  item_state_version?: number;
}

export interface AuthState {
  user: AuthUser | null;
  /** Session id (the token's hash) when signed in by cookie. */
  sessionId: string | null;
  /** How the request was authenticated. */
  via: 'session' | 'token' | null;
  /** Permissions of the guest role, which apply when nobody is signed in. */
  guest: AccessSubject;
}

/** The subject whose permissions a check uses: the user, else the guest role. */
export function subjectOf(auth: AuthState): AccessSubject {
  return auth.user ?? auth.guest;
}
