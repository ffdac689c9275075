import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../../../http/app-env';
import { renderError } from '../../../http/error-handler';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { assertHuman } from './recaptcha.service';

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
const seen: URLSearchParams[] = [];

/** Google's answer shape: success, challenge_ts, hostname, score, action (and error-codes on failure). */
function siteverify(answer: (token: string) => Record<string, unknown>) {
  return http.post(SITEVERIFY, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    seen.push(form);
    return HttpResponse.json(answer(form.get('response') ?? ''));
  });
}

const server = setupServer(
  siteverify((token) => {
    if (token === 'human-register') {
      return { success: true, challenge_ts: '2026-11-22T05:00:00Z', hostname: 'localhost', score: 0.9, action: 'register' };
    }
    if (token === 'bot')
      return { success: true, challenge_ts: '2026-11-22T05:00:00Z', hostname: 'localhost', score: 0.1, action: 'register' };
    return { success: false, 'error-codes': ['invalid-input-response'] };
  }),
);

describe('POST recaptcha/verify and verifyHuman', () => {
  let t: TestContext;
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    t = await createTestContext();
    await t.services.settings.save({ 'recaptcha.secret_key': 'test-secret' });
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  const verify = (json: unknown) => t.request('/api/v1/recaptcha/verify', { method: 'POST', json });

  it('succeeds for a human score with the matching action and sends the secret', async () => {
    const res = await verify({ token: 'human-register', action: 'register' });
    expect(await res.json()).toEqual({ success: true });
    expect(seen[0]!.get('secret')).toBe('test-secret');
    expect(seen[0]!.get('response')).toBe('human-register');
  });

  it('fails below the score threshold', async () => {
    expect(await (await verify({ token: 'bot', action: 'register' })).json()).toEqual({ success: false });
  });

  it('follows the threshold setting', async () => {
    await t.services.settings.save({ 'recaptcha.threshold': 0.05 });
    expect(await (await verify({ token: 'bot', action: 'register' })).json()).toEqual({ success: true });
    await t.services.settings.save({ 'recaptcha.threshold': 0.5 });
  });

  it('fails when the action does not match', async () => {
    expect(await (await verify({ token: 'human-register', action: 'contact' })).json()).toEqual({ success: false });
  });

  it('fails for a token Google rejects', async () => {
    expect(await (await verify({ token: 'forged', action: 'register' })).json()).toEqual({ success: false });
  });

  it('fails without calling Google when no secret is configured', async () => {
    await t.services.settings.save({ 'recaptcha.secret_key': '' });
    expect(await (await verify({ token: 'human-register', action: 'register' })).json()).toEqual({ success: false });
    expect(seen).toHaveLength(0);
    await t.services.settings.save({ 'recaptcha.secret_key': 'test-secret' });
  });

  it('answers 503 naming reCAPTCHA (no 500, no pass) when Google cannot be reached', async () => {
    server.use(http.post(SITEVERIFY, () => HttpResponse.error()));
    const res = await verify({ token: 'human-register', action: 'register' });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/^reCAPTCHA could not be reached/);
    server.resetHandlers();
  });

  it('requires a token', async () => {
    const res = await verify({ action: 'register' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.token).toBeDefined();
  });

  describe('assertHuman for register and contact', () => {
    // A tiny app with one route that guards like register does, on the same services.
    function guardedApp() {
      const router = createRouter().post('/guarded', async (c) => {
        const body = await c.req.json();
        await assertHuman(c, body.token, 'register');
        return c.json({ ok: true });
      });
      const wrapper = createRouter();
      wrapper.onError(renderError);
      wrapper.use('*', async (c, next) => {
        c.set('db', t.db);
        c.set('config', t.config);
        c.set('services', t.services);
        c.set('log', t.services.logger);
        await next();
      });
      wrapper.route('/', router);
      return wrapper;
    }
    const post = (token: string | null) =>
      guardedApp().request('/guarded', {
        method: 'POST',
        body: JSON.stringify({ token }),
        headers: { 'content-type': 'application/json' },
      });

    it('passes without a token while recaptcha.enable.register is off', async () => {
      await t.services.settings.save({ 'recaptcha.enable.register': false });
      expect((await post(null)).status).toBe(200);
      expect(seen).toHaveLength(0);
    });

    it("answers 'Could not verify you are human.' when enabled and the check fails", async () => {
      await t.services.settings.save({ 'recaptcha.enable.register': true });
      const res = await post('bot');
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe('Could not verify you are human.');
      expect((await post('human-register')).status).toBe(200);
      await t.services.settings.save({ 'recaptcha.enable.register': false });
    });
  });
});
