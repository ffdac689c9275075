import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { mergeGrants } from '../features/accounts/roles/access';
import { GRANTS_TAG } from '../features/accounts/roles/grants-cache';
import { loadExtraGrants, loadStoredAccess } from '../features/accounts/roles/roles.queries';
import { sessionCookieNameFor } from '../features/accounts/auth/browser';
import { validateSessionWithUser } from '../features/accounts/auth/sessions';
import type { AuthState, AuthUser } from '../features/accounts/auth/auth-state';
import type { AppEnv } from './app-env';
import { cookieValue } from './cookie-value';
import type { Deps } from '../deps';
import type { Db } from '../db/database';
import type { Services } from '../platform/services';

/** Resolves `Authorization: Bearer` tokens; the access-tokens feature registers one. */
export type BearerResolver = (db: Db, token: string) => Promise<AuthUser | null>;

const MEDIA_STREAM = /^\/api\/v1\/videos\/\d+\/stream\//;

/** Puts the signed-in user (session cookie or bearer token) and the guest role on c.var.auth. */
export const authContext = createMiddleware<AppEnv>(async (c, next) => {
  // static assets and signed media segments need no user: skip the session lookup for them
  if (c.req.path.startsWith('/assets/') || (MEDIA_STREAM.test(c.req.path) && c.req.query('sig'))) {
    c.set('auth', { user: null, sessionId: null, via: null, guest: { roles: [], permissions: [] } });
    return next();
  }
  // c.get(): c.var builds a fresh object of every variable on each access
  const services = c.get('services');
  const db = c.get('db');
  const guest = await services.guestSubject();
  c.set('auth', { user: null, sessionId: null, via: null, guest });

  const bearer = c.req
    .header('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  // personal access tokens are for the API only, never for the cookie-based auth/* and secure/* pages
  const resolvers = services.registry.bearerResolvers;
  if (bearer && resolvers.length && c.req.path.startsWith('/api/')) {
    let user: AuthUser | null = null;
    for (const resolve of resolvers) if ((user = await resolve(db, bearer))) break;
    if (user) c.set('auth', { user, sessionId: null, via: 'token', guest });
    return next();
  }

  const signedIn = await sessionAuthOf(c, guest);
  if (signedIn) c.set('auth', signedIn);
  await next();
});

/**
 * The signed-in state of the request's session cookie, or null (no cookie, or no such session).
 * The cached title read (titles.guest-read.ts) answers signed-in title reads by sessionAuthOfCookie.
 */
export async function sessionAuthOf(c: Context<AppEnv>, guest: AuthState['guest']): Promise<AuthState | null> {
  // no Cookie header: nothing to parse or look up (guests, API clients)
  const cookie = c.req.header('cookie');
  return cookie ? sessionAuthOfCookie({ db: c.get('db'), config: c.get('config'), services: c.get('services') }, cookie, guest) : null;
}

/** sessionAuthOf from a Cookie header's value (the session cookie as hono/cookie's getCookie reads it). */
export async function sessionAuthOfCookie(
  { db, config, services }: Deps,
  cookie: string,
  guest: AuthState['guest'],
): Promise<AuthState | null> {
  const token = cookieValue(cookie, sessionCookieNameFor(config));
  if (!token) return null;
  const session = await validateSessionWithUser(db, token);
  if (!session) return null;
  return { user: await sessionUser(db, services, session), sessionId: session.id, via: 'session', guest };
}

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof validateSessionWithUser>>>;

/**
 * The signed-in user of a session row (read with its user's row). Their roles and
 * permissions (stored ones merged with plan and seat grants) are cached per user under a key with
 * users.updated_at, which every write to the user bumps (ban, roles, direct permissions,
 * password…), so those hold at once in every process on the database. Role edits drop them by
 * the 'roles' tag; billing and workspace writes by the 'grants' tag (grantsChanged: at once here,
 * within a second elsewhere); the entry never outlives the earliest end of a subscription that
 * grants something, so a plan's permissions go when it ends.
 */
async function sessionUser(db: Db, services: Services, s: SessionWithUser): Promise<AuthUser> {
  const id = s.user_id;
  const key = `auth-user:${id}:${s.user_updated_at}`;
  let access = services.cache.get<Pick<AuthUser, 'roles' | 'permissions'>>(key);
  if (!access) {
    const [stored, extra] = await Promise.all([loadStoredAccess(db, id), loadExtraGrants(db, id)]);
    access = {
      roles: stored.roles,
      permissions: extra.grants.length ? mergeGrants([stored.permissions, extra.grants]) : stored.permissions,
    };
    const ttl = extra.until ? Math.min(ACCESS_TTL_MS, Date.parse(extra.until) - Date.now()) : ACCESS_TTL_MS;
    if (ttl > 0) services.cache.set(key, access, ttl, ['roles', GRANTS_TAG, `user:${id}`]);
  }
  return {
    id,
    name: s.user_name,
    email: s.user_email,
    image: s.user_image,
    email_verified_at: s.user_email_verified_at,
    banned_at: s.user_banned_at,
    language: s.user_language,
    timezone: s.user_timezone,
    roles: access.roles,
    permissions: access.permissions,
    item_state_version: s.user_item_state_version,
  };
}

// as long as the guest role's permissions (services.guestSubject): role edits made by the CLI reach a server by expiry
const ACCESS_TTL_MS = 60_000;
