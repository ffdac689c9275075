import { forbidden } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import type { AuthState } from '../auth/auth-state';
import { hasPermission } from '../roles/access';

/** `me` or a numeric id -> the target user's id, for a signed-in caller. */
export function resolveUserId(auth: AuthState, id: number | 'me') {
  const user = requireUser(auth);
  return id === 'me' ? user.id : id;
}

/**
 * A user may act on their own account; acting on another needs `permission`.
 * Returns whether the caller is acting as an admin (on someone else, or holding the permission).
 */
export function authorizeSelfOr(auth: AuthState, targetId: number, permission: string) {
  const user = requireUser(auth);
  const privileged = hasPermission(user, permission);
  if (user.id !== targetId && !privileged) throw forbidden();
  return { caller: user, privileged };
}
