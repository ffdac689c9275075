import { createMiddleware } from 'hono/factory';
import { loadAuthUser } from '../features/accounts/roles/roles.queries';
import { readSessionCookie } from '../features/accounts/auth/session-cookie';
import { validateSessionToken } from '../features/accounts/auth/sessions';
import type { AuthUser } from '../features/accounts/auth/auth-state';
import type { AppEnv } from './app-env';
import type { Db } from '../db/database';

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

  // no Cookie header: nothing to parse or look up (guests, API clients)
  const token = c.req.header('cookie') ? readSessionCookie(c) : undefined;
  if (token) {
    const session = await validateSessionToken(db, token);
    if (session) {
      const user = await loadAuthUser(db, session.user_id);
      if (user) c.set('auth', { user, sessionId: session.id, via: 'session', guest });
    }
  }
  await next();
});
