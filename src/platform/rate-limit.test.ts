import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { renderError } from '../http/error-handler';
import { useTestContext } from '../testing/harness';
import { clearRateLimit, consumeRateLimit, hitRateLimit, peekRateLimit, pruneRateLimits, rateLimit } from './rate-limit';

describe('rate limits (rate_limits table)', () => {
  const t = useTestContext();
  afterEach(() => vi.useRealTimers());

  it('counts hits in a fixed window and reports limited past the limit', async () => {
    const rule = { key: 'test:count', limit: 3, windowSeconds: 60 };
    expect((await hitRateLimit(t.db, rule)).hits).toBe(1);
    await hitRateLimit(t.db, rule);
    const third = await hitRateLimit(t.db, rule);
    expect(third).toMatchObject({ hits: 3, limited: false });
    expect((await peekRateLimit(t.db, rule)).limited).toBe(true);
    const fourth = await hitRateLimit(t.db, rule);
    expect(fourth.limited).toBe(true);
    expect(fourth.retryAfter).toBeGreaterThan(0);
    expect(fourth.retryAfter).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const rule = { key: 'test:window', limit: 1, windowSeconds: 60 };
    await hitRateLimit(t.db, rule);
    expect((await hitRateLimit(t.db, rule)).limited).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await peekRateLimit(t.db, rule)).toMatchObject({ limited: false, hits: 0 });
    expect(await hitRateLimit(t.db, rule)).toMatchObject({ hits: 1, limited: false });
  });

  it('stores only hashed keys and can clear and prune', async () => {
    await hitRateLimit(t.db, { key: 'test:person@example.com', limit: 5, windowSeconds: 60 });
    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);
    await clearRateLimit(t.db, 'test:person@example.com');
    expect((await peekRateLimit(t.db, { key: 'test:person@example.com', limit: 5, windowSeconds: 60 })).hits).toBe(0);
    await hitRateLimit(t.db, { key: 'test:short', limit: 5, windowSeconds: 1 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    await pruneRateLimits(t.db);
    vi.useRealTimers();
    expect((await peekRateLimit(t.db, { key: 'test:short', limit: 5, windowSeconds: 1 })).hits).toBe(0);
  });

  it('consumeRateLimit throws a 429 AppError with Retry-After', async () => {
    const rules = [{ key: 'test:consume', limit: 1, windowSeconds: 30 }];
    await consumeRateLimit(t.db, rules);
    await expect(consumeRateLimit(t.db, rules, 'Slow down for :seconds seconds.')).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^Slow down for \d+ seconds\.$/),
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
  });

  it('rateLimit() middleware counts per client IP and answers 429 with Retry-After', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('db', t.db);
      c.set('config', { ...t.config, TRUST_PROXY: true });
      await next();
    });
    app.post('/limited', rateLimit('test-mw', 2, 60), (c) => c.json({ ok: true }));
    app.onError(renderError);
    const call = (ip: string) => app.request('/limited', { method: 'POST', headers: { 'x-forwarded-for': `10.0.0.1, ${ip}` } });
    expect((await call('192.0.2.1')).status).toBe(200);
    expect((await call('192.0.2.1')).status).toBe(200);
    const limited = await call('192.0.2.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe('Too many attempts. Please try again later.');
    // the right-most forwarded address is the client: another one has its own budget
    expect((await call('192.0.2.2')).status).toBe(200);
  });
});
