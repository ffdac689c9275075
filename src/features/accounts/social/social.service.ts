import { timingSafeEqual } from 'node:crypto';
import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { AppError, notFound } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { consumeRateLimit } from '../../../platform/rate-limit';
import type { Browser } from '../auth/browser';
import { startSession } from '../auth/login.service';
import { checkOwnPassword } from '../auth/password-confirmation';
import { generateSessionToken, hashToken } from '../auth/sessions';
import { beginTwoFactorChallenge } from '../auth/two-factor-challenge';
import { deleteUserRow, findCredentialsByEmail, findTwoFactorColumns, updateUserRow } from '../users/users.queries';
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
import { arctic, type ProviderAdapter, providerAdapter, SERVICE_LABELS, type SocialIdentity, type SocialService } from './social.providers';
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
export function enabledProvider({ config, services }: Deps, service: SocialService): ProviderAdapter | null {
  const settings = services.settings;
  if (!settings.get<boolean>(`social.${service}.enable`)) return null;
  const clientId = settings.get<string>(`social.${service}.client_id`);
  const clientSecret = settings.get<string>(`social.${service}.client_secret`);
  // X allows public clients (PKCE without a secret); the others need both.
  if (!clientId || (!clientSecret && service !== 'twitter')) return null;
  const redirectUri = `${config.APP_URL}/secure/auth/social/${service}/callback`;
  return providerAdapter(service, { clientId, clientSecret, redirectUri });
}

/** Starts a popup flow: state (+ PKCE verifier) into a short-lived cookie, then the provider's URL. */
export function startFlow(deps: Deps, browser: Browser, service: SocialService, provider: ProviderAdapter, intent: FlowIntent) {
  const state = arctic().generateState();
  const codeVerifier = arctic().generateCodeVerifier();
  writeFlowCookie(browser, deps.config, { service, intent, state, codeVerifier });
  return provider.authorizationUrl(state, codeVerifier).toString();
}

function sameString(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The query of the provider's redirect back. */
export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

/** The signed-in payload the web needs after a sign-in or connect; the route supplies it. */
export type Bootstrap = () => Promise<unknown>;

/** The sign-in services and the request's browser, as the flow passes them along. */
interface Flow {
  deps: ActorDeps;
  browser: Browser;
  bootstrap: Bootstrap;
}

type Outcome = { result: SocialResult; status: 200 | 400 | 403 | 409 | 422 };
const error = (errorMessage = SOCIAL_ERROR, status: Outcome['status'] = 400): Outcome => ({
  result: { status: 'ERROR', callbackData: { errorMessage } },
  status,
});

/** The provider's redirect back: checks state, exchanges the code, reads the profile, then acts. */
export async function completeFlow(ctx: Flow, query: CallbackQuery, service: SocialService, provider: ProviderAdapter): Promise<Outcome> {
  const flow = takeFlowCookie(ctx.browser, ctx.deps.config);
  const { state, code } = query;
  if (!flow || flow.service !== service || !state || !sameString(state, flow.state)) return error();
  if (query.error || !code) return error();

  let identity: SocialIdentity;
  try {
    const accessToken = await provider.exchangeCode(code, flow.codeVerifier);
    identity = await provider.fetchProfile(accessToken);
  } catch (err) {
    ctx.browser.log.warn({ err, service }, 'social login: code exchange or profile request failed');
    return error();
  }
  return flow.intent === 'connect' ? connectIdentity(ctx, service, identity) : loginIdentity(ctx, service, identity);
}

/** Signs a user in (or starts their two-factor challenge) and returns the popup result. */
async function signIn({ deps, browser, bootstrap }: Flow, userId: number): Promise<Outcome> {
  const user = await findTwoFactorColumns(deps.db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  if (user.two_factor_confirmed_at) {
    // A social sign-in does not skip the account's second factor: the web shows the challenge.
    await beginTwoFactorChallenge(deps, browser, userId, false);
    return { result: { status: 'SUCCESS', callbackData: { two_factor: true } }, status: 200 };
  }
  await startSession(deps, browser, userId, false);
  return { result: { status: 'SUCCESS', callbackData: { bootstrapData: await bootstrap() } }, status: 200 };
}

async function loginIdentity(ctx: Flow, service: SocialService, identity: SocialIdentity): Promise<Outcome> {
  const { db, services } = ctx.deps;
  if (ctx.deps.auth.user) return { result: { status: 'ALREADY_LOGGED_IN', callbackData: {} }, status: 200 };

  const linked = await findProfile(db, service, identity.id);
  if (linked) {
    await touchProfile(db, linked.id, identity.username);
    return signIn(ctx, linked.user_id);
  }
  if (!identity.email) {
    return error(
      `${label(service)} did not share a verified email address. Sign in another way and connect ${label(service)} from your account settings.`,
      422,
    );
  }
  const email = normalizeEmail(identity.email);
  const existing = await findCredentialsByEmail(db, email);
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
    writePendingLinkCookie(ctx.browser, ctx.deps.config, token);
    return { result: { status: 'REQUEST_PASSWORD', callbackData: {} }, status: 200 };
  }
  if (services.settings.get<boolean>('registration.disable')) return error('Registration is currently disabled.', 403);

  const user = await createUser(db, { email, name: identity.name ?? identity.username, verified: true });
  try {
    await db.transaction().execute(async (trx) => {
      if (identity.avatar) await updateUserRow(trx, user.id, { image: identity.avatar });
      await linkProfile(trx, user.id, service, identity.id, identity.username);
    });
  } catch (err) {
    // Same profile linked by a parallel callback: leave no account without its link behind.
    await deleteUserRow(db, user.id);
    throw err;
  }
  return signIn(ctx, user.id);
}

async function connectIdentity({ deps, bootstrap }: Flow, service: SocialService, identity: SocialIdentity): Promise<Outcome> {
  const user = deps.auth.user;
  if (!user || deps.auth.via !== 'session') return error('Sign in first to connect this account.', 403);
  if (user.banned_at) return error('Your account is suspended.', 403);
  const linked = await findProfile(deps.db, service, identity.id);
  if (linked && linked.user_id !== user.id) return error(`This ${label(service)} account is already connected to another user.`, 409);
  await deps.db.transaction().execute((trx) => linkProfile(trx, user.id, service, identity.id, identity.username));
  return {
    result: {
      status: 'SUCCESS',
      callbackData: { bootstrapData: await bootstrap(), message: `Enabled ${label(service)} account` },
    },
    status: 200,
  };
}

/** POST secure/auth/social/connect: the password of the matching account links the pending profile. */
export async function connectWithPassword(ctx: Flow, password: string) {
  const { deps, browser } = ctx;
  const { db } = deps;
  await consumeRateLimit(db, [{ key: `social-connect:ip:${browser.ip}`, limit: 20, windowSeconds: 15 * 60 }]);
  const token = readPendingLinkCookie(browser, deps.config);
  const pending = token ? await findPendingLink(db, hashToken(token)) : undefined;
  if (!pending) throw new AppError(410, 'This sign-in attempt has expired. Please try again.', undefined, 'social_link_expired');
  await checkOwnPassword(deps, pending.user_id, password);
  const taken = await findProfile(db, pending.service_name, pending.user_service_id);
  if (taken && taken.user_id !== pending.user_id) throw new AppError(409, 'This account is already connected to another user.');
  await db.transaction().execute(async (trx) => {
    await linkProfile(trx, pending.user_id, pending.service_name, pending.user_service_id, pending.username);
    await deletePendingLink(trx, pending.id);
  });
  clearPendingLinkCookie(browser, deps.config);
  const outcome = await signIn(ctx, pending.user_id);
  return outcome.result.callbackData;
}

/** POST secure/auth/social/{service}/disconnect */
export async function disconnect({ db, auth }: ActorDeps, service: SocialService) {
  const user = requireUser(auth);
  if (!(await unlinkProfile(db, user.id, service))) throw notFound(`No ${label(service)} account is connected.`);
  return `Disabled ${label(service)} account`;
}
