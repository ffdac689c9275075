import type { ActorDeps } from '../../../deps';
import { validationError } from '../../../http/errors';
import { assertNotRateLimited, clearRateLimit, hitRateLimit, type RateLimit } from '../../../platform/rate-limit';
import { loadAuthUser } from '../roles/roles.queries';
import { findCredentialsByEmail } from '../users/users.queries';
import type { LoginInput } from './auth.schemas';
import type { Browser } from './browser';
import { notifyNewDevice, rememberDevice } from './known-devices';
import { hashPassword, verifyPassword } from './passwords';
import { sessionMetaFor } from './request-meta';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './session-cookie';
import { createSession, hashToken, invalidateSession } from './sessions';
import { beginTwoFactorChallenge } from './two-factor-challenge';

export const LOGIN_FAILED = 'These credentials do not match our records.';
export const LOGIN_THROTTLED = 'Too many login attempts. Please try again in :seconds seconds.';

/**
 * Failed sign-ins counted per IP + e-mail (10 in 15 minutes), per IP across every e-mail
 * (50 in 15 minutes: credential stuffing, yet room for a shared NAT), and per account from all
 * IPs (100 an hour: a distributed guess). Keys name the e-mail whether or not the account exists.
 */
export function loginLimits(ip: string, email: string): RateLimit[] {
  return [
    { key: `login:ip-email:${ip}|${email}`, limit: 10, windowSeconds: 15 * 60 },
    { key: `login:ip:${ip}`, limit: 50, windowSeconds: 15 * 60 },
    { key: `login:account:${email}`, limit: 100, windowSeconds: 60 * 60 },
  ];
}

// Compared against when the e-mail is unknown, so both answers take an argon2 verification.
let dummyHash: Promise<string> | null = null;
const timingHash = () => (dummyHash ??= hashPassword('marquee-timing-equaliser'));

/** Checks the credentials; returns whether a two-factor challenge was started instead of a session. */
export async function attemptLogin(deps: ActorDeps, browser: Browser, input: LoginInput): Promise<{ twoFactor: boolean }> {
  const db = deps.db;
  const limits = loginLimits(browser.ip, input.email);
  await assertNotRateLimited(db, limits, LOGIN_THROTTLED);

  const user = await findCredentialsByEmail(db, input.email);
  const valid = user?.password
    ? await verifyPassword(user.password, input.password)
    : (await verifyPassword(await timingHash(), input.password), false);
  if (!user || !valid) {
    for (const limit of limits) await hitRateLimit(db, limit);
    throw validationError({ email: [LOGIN_FAILED] });
  }
  await clearRateLimit(db, limits[0]!.key);

  if (user.two_factor_confirmed_at) {
    await beginTwoFactorChallenge(deps, browser, user.id, input.remember);
    return { twoFactor: true };
  }
  await startSession(deps, browser, user.id, input.remember);
  return { twoFactor: false };
}

/**
 * Signs the user in on this browser: always a new token (the session this browser held before is
 * deleted, so a planted token is worthless), the cookie, the request's sign-in state, and a
 * notification (e-mailed by default) when the user agent + IP combination is new for the user.
 */
export async function startSession(
  deps: ActorDeps,
  browser: Browser,
  userId: number,
  remember: boolean,
  opts: { notifyNewDevice?: boolean } = {},
) {
  const { db, config } = deps;
  const previous = readSessionToken(browser, config);
  if (previous) await invalidateSession(db, hashToken(previous));
  const meta = await sessionMetaFor(deps, browser, remember);
  const { token, session } = await createSession(db, userId, meta);
  writeSessionCookie(browser, config, token, remember);
  const user = await loadAuthUser(db, userId);
  browser.setAuth({ ...deps.auth, user, sessionId: session.id, via: 'session' });
  const isNewDevice = await rememberDevice(db, userId, meta.user_agent, meta.ip_address);
  if (isNewDevice && opts.notifyNewDevice !== false && user) await notifyNewDevice(deps, userId, meta, new Date());
  return session;
}

/** POST auth/logout: ends this browser's session and forgets its cookie. */
export async function logout(deps: ActorDeps, browser: Browser) {
  if (deps.auth.sessionId) await invalidateSession(deps.db, deps.auth.sessionId);
  clearSessionCookie(browser, deps.config);
  browser.setAuth({ ...deps.auth, user: null, sessionId: null, via: null });
}
