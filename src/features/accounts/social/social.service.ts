import { timingSafeEqual } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import type { Context } from 'hono';
import { nowIso } from '../../../db/database';
import type { AppEnv } from '../../../http/app-env';
import { AppError, notFound } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { consumeRateLimit, clientIp } from '../../../platform/rate-limit';
import { startSession } from '../auth/login.service';
import { checkOwnPassword } from '../auth/password-confirmation';
import { generateSessionToken, hashToken } from '../auth/sessions';
import { beginTwoFactorChallenge } from '../auth/two-factor-challenge';
import { buildBootstrapData } from '../../site/bootstrap/bootstrap.service';
import { createUser, normalizeEmail } from '../users/users.service';
import {
  type FlowIntent,
  FLOW_TTL_SECONDS,
  takeFlowCookie,
  writeFlowCookie,
  writePendingLinkCookie,
  readPendingLinkCookie,
  clearPendingLinkCookie,
} from './social.cookies';
import type { SocialResult } from './social.page';
import { type ProviderAdapter, providerAdapter, SERVICE_LABELS, type SocialIdentity, type SocialService } from './social.providers';
import {
  deletePendingLink,
  findPendingLink,
  findProfile,
  insertPendingLink,
  linkProfile,
  touchProfile,
  unlinkProfile,
} from './social.queries';

export const SOCIAL_ERROR = 'An error occurred. Please try again later';
const label = (s: SocialService) => SERVICE_LABELS[s];

/** The provider when its `social.<service>.enable` is on and its credentials are set. */
export function enabledProvider(c: Context<AppEnv>, service: SocialService): ProviderAdapter | null {
  const settings = c.var.services.settings;
  if (!settings.get<boolean>(`social.${service}.enable`)) return null;
  const clientId = settings.get<string>(`social.${service}.client_id`);
  const clientSecret = settings.get<string>(`social.${service}.client_secret`);
  // X allows public clients (PKCE without a secret); the others need both.
  if (!clientId || (!clientSecret && service !== 'twitter')) return null;
  const redirectUri = `${c.var.config.APP_URL}/secure/auth/social/${service}/callback`;
  return providerAdapter(service, { clientId, clientSecret, redirectUri });
}

/** Starts a popup flow: state (+ PKCE verifier) into a short-lived cookie, then the provider's URL. */
export function startFlow(c: Context<AppEnv>, service: SocialService, provider: ProviderAdapter, intent: FlowIntent) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  writeFlowCookie(c, { service, intent, state, codeVerifier });
  return provider.authorizationUrl(state, codeVerifier).toString();
}

function sameString(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Outcome = { result: SocialResult; status: 200 | 400 | 403 | 409 | 422 };
const error = (errorMessage = SOCIAL_ERROR, status: Outcome['status'] = 400): Outcome => ({
  result: { status: 'ERROR', callbackData: { errorMessage } },
  status,
});

/** The provider's redirect back: checks state, exchanges the code, reads the profile, then acts. */
export async function completeFlow(c: Context<AppEnv>, service: SocialService, provider: ProviderAdapter): Promise<Outcome> {
  const flow = takeFlowCookie(c);
  const state = c.req.query('state');
  const code = c.req.query('code');
  if (!flow || flow.service !== service || !state || !sameString(state, flow.state)) return error();
  if (c.req.query('error') || !code) return error();

  let identity: SocialIdentity;
  try {
    const accessToken = await provider.exchangeCode(code, flow.codeVerifier);
    identity = await provider.fetchProfile(accessToken);
  } catch (err) {
    c.var.log.warn({ err, service }, 'social login: code exchange or profile request failed');
    return error();
  }
  return flow.intent === 'connect' ? connectIdentity(c, service, identity) : loginIdentity(c, service, identity);
}

/** Signs a user in (or starts their two-factor challenge) and returns the popup result. */
async function signIn(c: Context<AppEnv>, userId: number): Promise<Outcome> {
  const user = await c.var.db.selectFrom('users').select('two_factor_confirmed_at').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.two_factor_confirmed_at) {
    // A social sign-in does not skip the account's second factor: the web shows the challenge.
    await beginTwoFactorChallenge(c, userId, false);
    return { result: { status: 'SUCCESS', callbackData: { two_factor: true } }, status: 200 };
  }
  await startSession(c, userId, false);
  return { result: { status: 'SUCCESS', callbackData: { bootstrapData: await buildBootstrapData(c) } }, status: 200 };
}

async function loginIdentity(c: Context<AppEnv>, service: SocialService, identity: SocialIdentity): Promise<Outcome> {
  const { db, services } = c.var;
  if (c.var.auth.user) return { result: { status: 'ALREADY_LOGGED_IN', callbackData: {} }, status: 200 };

  const linked = await findProfile(db, service, identity.id);
  if (linked) {
    await touchProfile(db, linked.id, identity.username);
    return signIn(c, linked.user_id);
  }
  if (!identity.email) {
    return error(
      `${label(service)} did not share a verified email address. Sign in another way and connect ${label(service)} from your account settings.`,
      422,
    );
  }
  const email = normalizeEmail(identity.email);
  const existing = await db.selectFrom('users').select(['id', 'password']).where('email', '=', email).executeTakeFirst();
  if (existing) {
    if (!existing.password) {
      return error(`An account with this email already exists. Sign in and connect ${label(service)} from your account settings.`, 409);
    }
    // The account's password proves ownership before the profile is linked (POST secure/auth/social/connect).
    const token = generateSessionToken();
    await insertPendingLink(db, {
      id: hashToken(token),
      user_id: existing.id,
      service_name: service,
      user_service_id: identity.id,
      username: identity.username,
      expires_at: nowIso(new Date(Date.now() + FLOW_TTL_SECONDS * 1000)),
    });
    writePendingLinkCookie(c, token);
    return { result: { status: 'REQUEST_PASSWORD', callbackData: {} }, status: 200 };
  }
  if (services.settings.get<boolean>('registration.disable')) return error('Registration is currently disabled.', 403);

  const user = await createUser(db, { email, name: identity.name ?? identity.username, verified: true });
  try {
    await db.transaction().execute(async (trx) => {
      if (identity.avatar) await trx.updateTable('users').set({ image: identity.avatar }).where('id', '=', user.id).execute();
      await linkProfile(trx, user.id, service, identity.id, identity.username);
    });
  } catch (err) {
    // Same profile linked by a parallel callback: leave no account without its link behind.
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    throw err;
  }
  return signIn(c, user.id);
}

async function connectIdentity(c: Context<AppEnv>, service: SocialService, identity: SocialIdentity): Promise<Outcome> {
  const user = c.var.auth.user;
  if (!user || c.var.auth.via !== 'session') return error('Sign in first to connect this account.', 403);
  if (user.banned_at) return error('Your account is suspended.', 403);
  const linked = await findProfile(c.var.db, service, identity.id);
  if (linked && linked.user_id !== user.id) return error(`This ${label(service)} account is already connected to another user.`, 409);
  await c.var.db.transaction().execute((trx) => linkProfile(trx, user.id, service, identity.id, identity.username));
  return {
    result: {
      status: 'SUCCESS',
      callbackData: { bootstrapData: await buildBootstrapData(c), message: `Enabled ${label(service)} account` },
    },
    status: 200,
  };
}

/** POST secure/auth/social/connect: the password of the matching account links the pending profile. */
export async function connectWithPassword(c: Context<AppEnv>, password: string) {
  const { db } = c.var;
  await consumeRateLimit(db, [{ key: `social-connect:ip:${clientIp(c)}`, limit: 20, windowSeconds: 15 * 60 }]);
  const token = readPendingLinkCookie(c);
  const pending = token ? await findPendingLink(db, hashToken(token)) : undefined;
  if (!pending) throw new AppError(410, 'This sign-in attempt has expired. Please try again.', undefined, 'social_link_expired');
  await checkOwnPassword(c, pending.user_id, password);
  const taken = await findProfile(db, pending.service_name, pending.user_service_id);
  if (taken && taken.user_id !== pending.user_id) throw new AppError(409, 'This account is already connected to another user.');
  await db.transaction().execute(async (trx) => {
    await linkProfile(trx, pending.user_id, pending.service_name, pending.user_service_id, pending.username);
    await deletePendingLink(trx, pending.id);
  });
  clearPendingLinkCookie(c);
  const outcome = await signIn(c, pending.user_id);
  return outcome.result.callbackData;
}

/** POST secure/auth/social/{service}/disconnect */
export async function disconnect(c: Context<AppEnv>, service: SocialService) {
  const user = requireUser(c.var.auth);
  if (!(await unlinkProfile(c.var.db, user.id, service))) throw notFound(`No ${label(service)} account is connected.`);
  return `Disabled ${label(service)} account`;
}
