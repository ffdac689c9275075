import { createMiddleware } from 'hono/factory';
import { type AuthState, subjectOf } from '../features/accounts/auth/auth-state';
import { checkQuota, hasPermission } from '../features/accounts/roles/access';
import type { AppEnv } from './app-env';
import { AppError, forbidden, unauthenticated } from './errors';
import { declarePermission } from './openapi-meta';

/**
 * Throws unless the request may use `permission`: signed-out visitors without it get 401 (so the
 * client sends them to /login), signed-in users 403. Banned users may not use the API at all.
 */
export function authorize(auth: AuthState, permission: string) {
  if (auth.user?.banned_at) throw new AppError(403, 'Your account is suspended.', undefined, 'banned');
  if (hasPermission(subjectOf(auth), permission)) return;
  throw auth.user ? forbidden() : unauthenticated();
}

/** Requires a signed-in, not banned user; returns it. */
export function requireUser(auth: AuthState) {
  if (!auth.user) throw unauthenticated();
  if (auth.user.banned_at) throw new AppError(403, 'Your account is suspended.', undefined, 'banned');
  return auth.user;
}

/** Checks a quota restriction (spec section 6); missing permission and over quota differ. */
export function authorizeQuota(auth: AuthState, permission: string, restriction: string, currentCount: number) {
  authorize(auth, permission);
  const result = checkQuota(subjectOf(auth), permission, restriction, currentCount);
  if (!result.allowed && result.reason === 'over_quota') {
    throw new AppError(403, `You have reached the limit of ${result.limit} for this action.`, undefined, 'over_quota');
  }
}

/** Route middleware form of authorize(); the OpenAPI document reads the permission from it. */
export const requirePermission = (permission: string) =>
  declarePermission(
    createMiddleware<AppEnv>(async (c, next) => {
      authorize(c.get('auth'), permission);
      await next();
    }),
    permission,
  );
