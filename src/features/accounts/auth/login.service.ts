import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import { validationError } from '../../../http/errors';
import { assertNotRateLimited, clearRateLimit, clientIp, hitRateLimit, type RateLimit } from '../../../platform/rate-limit';
import { loadAuthUser } from '../roles/roles.queries';
import { newSignInMail } from './auth.mail';
import type { LoginInput } from './auth.schemas';
import { rememberDevice } from './known-devices';
import { hashPassword, verifyPassword } from './passwords';
import { sessionMetaFor } from './request-meta';
import { readSessionCookie, writeSessionCookie } from './session-cookie';
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
export async function attemptLogin(c: Context<AppEnv>, input: LoginInput): Promise<{ twoFactor: boolean }> {
  const db = c.var.db;
  const limits = loginLimits(clientIp(c), input.email);
  await assertNotRateLimited(db, limits, LOGIN_THROTTLED);

  const user = await db
    .selectFrom('users')
    .select(['id', 'password', 'two_factor_confirmed_at'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const valid = user?.password
    ? await verifyPassword(user.password, input.password)
    : (await verifyPassword(await timingHash(), input.password), false);
  if (!user || !valid) {
    for (const limit of limits) await hitRateLimit(db, limit);
    throw validationError({ email: [LOGIN_FAILED] });
  }
  await clearRateLimit(db, limits[0]!.key);

  if (user.two_factor_confirmed_at) {
    await beginTwoFactorChallenge(c, user.id, input.remember);
    return { twoFactor: true };
  }
  await startSession(c, user.id, input.remember);
  return { twoFactor: false };
}

/**
 * Signs the user in on this browser: always a new token (the session this browser held before is
 * deleted, so a planted token is worthless), the cookie, c.var.auth, and a mail when the user
 * agent + IP combination is new for the user.
 */
export async function startSession(c: Context<AppEnv>, userId: number, remember: boolean, opts: { notifyNewDevice?: boolean } = {}) {
  const db = c.var.db;
  const previous = readSessionCookie(c);
  if (previous) await invalidateSession(db, hashToken(previous));
  const meta = await sessionMetaFor(c, remember);
  const { token, session } = await createSession(db, userId, meta);
  writeSessionCookie(c, token, remember);
  const user = await loadAuthUser(db, userId);
  c.set('auth', { ...c.var.auth, user, sessionId: session.id, via: 'session' });
  const isNewDevice = await rememberDevice(db, userId, meta.user_agent, meta.ip_address);
  if (isNewDevice && opts.notifyNewDevice !== false && user) {
    const mail = c.var.services.mail;
    mail.queue(newSignInMail(mail.siteName(), user.email, meta, nowIso().slice(0, 16).replace('T', ' ')));
  }
  return session;
}
