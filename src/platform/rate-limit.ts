import { getConnInfo } from '@hono/node-server/conninfo';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/database';
import { nowIso } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { tooManyRequests } from '../http/errors';
import { deleteBucket, deleteExpiredBuckets, findBucket, upsertHit } from './rate-limit.queries';

// Fixed-window counters in the `rate_limits` table, so limits hold across processes and restarts.
// Keys are stored as SHA-256 hashes: an e-mail address in a bucket name never lands in the table.

export interface RateLimit {
  /** Bucket name plus subject, e.g. `login:ip:203.0.113.7`. */
  key: string;
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  hits: number;
  limited: boolean;
  /** Seconds until the window resets (0 when no window is open). */
  retryAfter: number;
}

const keyHash = (key: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(key)));

/** Reads a bucket without counting: `limited` once hits reached the limit in the open window. */
export async function peekRateLimit(db: Db, rule: RateLimit): Promise<RateLimitState> {
  const row = await findBucket(db, keyHash(rule.key));
  const now = Date.now();
  if (!row || Date.parse(row.reset_at) <= now) return { hits: 0, limited: false, retryAfter: 0 };
  const retryAfter = Math.ceil((Date.parse(row.reset_at) - now) / 1000);
  return { hits: row.hits, limited: row.hits >= rule.limit, retryAfter };
}

/** Counts one hit atomically (one upsert) and reports the state after it. */
export async function hitRateLimit(db: Db, rule: RateLimit): Promise<RateLimitState> {
  const key = keyHash(rule.key);
  const now = nowIso();
  const resetAt = nowIso(new Date(Date.now() + rule.windowSeconds * 1000));
  const row = await upsertHit(db, key, now, resetAt);
  // Expired windows are swept now and then, so the table stays small without a scheduled job.
  if (Math.random() < 0.01) await pruneRateLimits(db);
  const retryAfter = Math.max(1, Math.ceil((Date.parse(row.reset_at) - Date.now()) / 1000));
  return { hits: row.hits, limited: row.hits > rule.limit, retryAfter };
}

/** Forgets a bucket (e.g. the IP + e-mail login counter after a successful sign-in). */
export async function clearRateLimit(db: Db, key: string) {
  await deleteBucket(db, keyHash(key));
}

/** Deletes expired windows; run from the scheduler or opportunistically. */
export async function pruneRateLimits(db: Db) {
  await deleteExpiredBuckets(db);
}

/** Throws 429 (with Retry-After) when any of the buckets is already full; counts nothing. */
export async function assertNotRateLimited(db: Db, rules: RateLimit[], message?: string) {
  for (const rule of rules) {
    const state = await peekRateLimit(db, rule);
    if (state.limited) throw tooManyRequests(state.retryAfter, message?.replace(':seconds', String(state.retryAfter)));
  }
}

/** Counts a hit on every bucket and throws 429 when one of them went over its limit. */
export async function consumeRateLimit(db: Db, rules: RateLimit[], message?: string) {
  let worst: RateLimitState | null = null;
  for (const rule of rules) {
    const state = await hitRateLimit(db, rule);
    if (state.limited && (!worst || state.retryAfter > worst.retryAfter)) worst = state;
  }
  if (worst) throw tooManyRequests(worst.retryAfter, message?.replace(':seconds', String(worst.retryAfter)));
}

/**
 * Route middleware: every request counts against `limit` per `windowSeconds` for the subject that
 * `by` returns (default: the client IP). Usage: `.post('/contact-page', rateLimit('contact', 5, 3600), …)`.
 */
export function rateLimit(name: string, limit: number, windowSeconds: number, by: (c: Context<AppEnv>) => string = (c) => clientIp(c)) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(c.var.db, [{ key: `${name}:${by(c)}`, limit, windowSeconds }]);
    await next();
  });
}

/**
 * The client's IP address. Behind a proxy (TRUST_PROXY=true) the right-most X-Forwarded-For entry,
 * the one our proxy appended: entries further left are whatever the client chose to send.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.config.TRUST_PROXY) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1) ?? c.req.header('x-real-ip')?.trim();
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? '0.0.0.0';
  } catch {
    return '0.0.0.0'; // no socket (in-process requests, e.g. tests)
  }
}
