import crypto from 'node:crypto';
import type WebPush from 'web-push';
import { lazyRequire } from '../../../platform/lazy-require';
import type { ActorDeps, Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { parseUserAgent } from '../../../platform/user-agent';
import { endpointProblem } from './push.endpoint';
import {
  deleteOwnSubscription,
  deleteSubscriptions,
  type PushSubscriptionRow,
  subscriptionsOfUser,
  touchSubscriptions,
  trimSubscriptions,
  upsertSubscription,
} from './push.queries';
import { postToPushService } from './push.transport';
import { vapidKeys, vapidSubject } from './push.vapid';

// loaded when a key pair is made or a push is sent, not with every server
const webPush = lazyRequire<typeof WebPush>('web-push');

/** Browsers kept per user: a new one beyond this drops the longest unused (each event is sent to all). */
const MAX_DEVICES_PER_USER = 20;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 86_400;

/** GET notifications/push/key: what a browser subscribes with (PushManager applicationServerKey). */
export async function pushPublicKey(deps: ActorDeps) {
  requireUser(deps.auth);
  return { publicKey: (await vapidKeys(deps.db)).public_key };
}

function deviceLabel(userAgent: string | undefined) {
  const { browser, platform } = parseUserAgent(userAgent);
  const label = browser && platform ? `${browser} on ${platform}` : (browser ?? platform);
  return label?.slice(0, 255) ?? null;
}

const isCurvePoint = (p256dh: string) => {
  try {
    crypto.ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
};

const present = (row: PushSubscriptionRow) => ({
  id: row.id,
  endpoint: row.endpoint,
  user_agent: row.user_agent,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

/** Stores this browser's subscription for the signed-in user (re-subscribing moves the endpoint to them). */
export async function subscribeToPush(
  deps: ActorDeps,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | undefined,
) {
  const me = requireUser(deps.auth);
  const errors: Record<string, string[]> = {};
  const problem = endpointProblem(body.endpoint, deps.config.WEB_PUSH_ALLOW_LOCAL);
  if (problem) errors.endpoint = [problem];
  if (!isCurvePoint(body.keys.p256dh)) errors['keys.p256dh'] = ['The p256dh key is not a point on the P-256 curve.'];
  if (Object.keys(errors).length) throw validationError(errors);
  const row = await upsertSubscription(deps.db, {
    user_id: me.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh.replace(/=+$/, ''),
    auth: body.keys.auth.replace(/=+$/, ''),
    user_agent: deviceLabel(userAgent),
  });
  await trimSubscriptions(deps.db, me.id, MAX_DEVICES_PER_USER);
  return present(row);
}

/** Forgets one of the signed-in user's browsers; another user's endpoint is not found. */
export async function unsubscribeFromPush(deps: ActorDeps, endpoint: string) {
  const me = requireUser(deps.auth);
  if (!(await deleteOwnSubscription(deps.db, me.id, endpoint))) throw notFound('This browser is not subscribed.');
}

export interface WebPushMessage {
  title: string;
  body: string;
  /** Where a click leads: an in-app path (or a URL of this site). */
  url: string;
  icon?: string | null;
  /** A device shows one notification per tag: a newer one (or a retry) replaces it. */
  tag?: string;
}

type Outcome = 'delivered' | 'gone' | 'refused' | 'failed';

function outcomeOf(result: PromiseSettledResult<number>): Outcome {
  if (result.status === 'rejected') {
    // a name that resolves to a private address will not get better on a retry
    return (result.reason as NodeJS.ErrnoException)?.code === 'EPUSHHOST' ? 'gone' : 'failed';
  }
  const status = result.value;
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  return status === 429 || status >= 500 ? 'failed' : 'refused';
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Sends a notification to every browser the user subscribed: end-to-end encrypted (RFC 8291,
 * aes128gcm) and signed with the install's VAPID key. A subscription the push service no longer
 * knows (404, 410) is deleted. When any push service is down (5xx, 429, network error, 15 s
 * timeout) this throws after trying all of them, so the delivery job retries; the retry may reach
 * a device twice, which the shared `tag` folds into one notification.
 */
export async function sendWebPush(deps: Deps, userId: number, message: WebPushMessage): Promise<{ delivered: number; removed: number }> {
  const subscriptions = await subscriptionsOfUser(deps.db, userId);
  if (!subscriptions.length) return { delivered: 0, removed: 0 };
  const keys = await vapidKeys(deps.db);
  const vapidDetails = { subject: vapidSubject(deps), publicKey: keys.public_key, privateKey: keys.private_key };
  const payload = JSON.stringify({
    title: clip(message.title, 120),
    body: clip(message.body, 500),
    url: message.url,
    icon: message.icon ?? null,
    tag: message.tag ?? null,
  });
  // the push service keeps only the newest undelivered message of a topic (32 base64url characters)
  const topic = message.tag ? crypto.createHash('sha256').update(message.tag).digest('base64url').slice(0, 32) : undefined;
  const allowLocal = deps.config.WEB_PUSH_ALLOW_LOCAL;
  const results = await Promise.allSettled(
    subscriptions.map(async (s) => {
      const details = webPush().generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
        TTL: TTL_SECONDS,
        urgency: 'normal',
        vapidDetails,
        ...(topic && { topic }),
      });
      return postToPushService(details, allowLocal);
    }),
  );

  const by: Record<Outcome, PushSubscriptionRow[]> = { delivered: [], gone: [], refused: [], failed: [] };
  const reasons: string[] = [];
  results.forEach((result, i) => {
    const outcome = outcomeOf(result);
    by[outcome].push(subscriptions[i]!);
    if (outcome === 'delivered') return;
    // the host and the status or error code only: an endpoint's path identifies the device, and no key is logged
    const reason = result.status === 'fulfilled' ? `HTTP ${result.value}` : ((result.reason as NodeJS.ErrnoException)?.code ?? 'error');
    const host = new URL(subscriptions[i]!.endpoint).host;
    reasons.push(`${host}: ${reason}`);
    deps.services.logger.warn({ userId, pushHost: host, outcome, reason }, 'Web Push was not delivered');
  });
  await deleteSubscriptions(
    deps.db,
    by.gone.map((s) => s.id),
  );
  await touchSubscriptions(
    deps.db,
    by.delivered.map((s) => s.id),
  );
  if (by.failed.length) {
    throw new Error(`Web Push failed for ${by.failed.length} of ${subscriptions.length} devices (${reasons.join(', ')}).`);
  }
  return { delivered: by.delivered.length, removed: by.gone.length };
}
