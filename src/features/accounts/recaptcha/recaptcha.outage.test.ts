import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';

// Google's siteverify failing while reCAPTCHA guards register and contact: the visitor is told the
// check could not run (503/504/502 naming reCAPTCHA), never let through, and nothing is stored.
const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
const server = setupServer();

describe('register and contact while reCAPTCHA fails', () => {
  const t = useTestContext({ env: { PROVIDER_TIMEOUT_MS: '100' } });
  beforeAll(async () => {
    server.listen({ onUnhandledFrame: 'error' });
    await t.services.settings.save({
      'recaptcha.enable.register': true,
      'recaptcha.enable.contact': true,
      'recaptcha.secret_key': 'test-secret',
      require_email_confirmation: false,
    });
  });
  beforeEach(() => t.db.deleteFrom('rate_limits').execute());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  let seq = 0;
  async function register() {
    const email = `visitor-${++seq}@example.com`;
    const res = await t.request('/auth/register', {
      method: 'POST',
      json: { email, password: 'a-good-password', password_confirmation: 'a-good-password', recaptcha_token: 'a-token' },
    });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return { status: res.status, message: (await res.json()).message, user };
  }

  it.each([
    ['cannot be reached', () => HttpResponse.error(), 503, /^reCAPTCHA could not be reached\. The check that you are human could not run/],
    ['answers 500', () => new HttpResponse('Server Error', { status: 500 }), 502, /^reCAPTCHA answered 500\. .*try again/],
    [
      'sends something that is not JSON',
      () => new HttpResponse('<html>', { status: 200 }),
      502,
      /^reCAPTCHA sent an answer that is not JSON/,
    ],
    ['does not answer in time', () => delay('infinite'), 504, /^reCAPTCHA did not answer in time\. .*try again in a few minutes/],
  ])('refuses a registration while Google %s, and creates no account', async (_, answer, status, message) => {
    server.use(http.post(SITEVERIFY, answer));
    const res = await register();
    expect(res.status).toBe(status);
    expect(res.message).toMatch(message);
    expect(res.user).toBeUndefined();
  });

  it('refuses a contact message while Google is down, and sends nothing', async () => {
    await t.db.deleteFrom('outgoing_email_log').execute();
    server.use(http.post(SITEVERIFY, () => HttpResponse.error()));
    const res = await t.request('/api/v1/contact-page', {
      method: 'POST',
      json: { name: 'Ann', email: 'ann@example.com', message: 'Hello', recaptcha_token: 'a-token' },
    });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/^reCAPTCHA could not be reached/);
    await t.services.mail.flush();
    expect(await t.db.selectFrom('outgoing_email_log').select('id').execute()).toEqual([]);
  });

  it('logs Google’s own error with the request id, for the operator', async () => {
    const lines: Record<string, unknown>[] = [];
    const original = t.services.logger;
    t.services.logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    try {
      server.use(http.post(SITEVERIFY, () => HttpResponse.error()));
      const res = await t.request('/auth/register', {
        method: 'POST',
        json: { email: 'logged@example.com', password: 'a-good-password', password_confirmation: 'a-good-password', recaptcha_token: 'x' },
      });
      expect(res.status).toBe(503);
      expect(lines).toContainEqual(
        expect.objectContaining({
          reqId: res.headers.get('x-request-id'),
          provider: 'reCAPTCHA',
          status: 503,
          msg: expect.stringMatching(/^reCAPTCHA could not be reached/),
          err: expect.objectContaining({ message: 'fetch failed' }),
        }),
      );
    } finally {
      t.services.logger = original;
    }
  });

  it('still refuses a bot once Google answers again', async () => {
    server.use(http.post(SITEVERIFY, () => HttpResponse.json({ success: true, score: 0.1, action: 'register' })));
    const res = await register();
    expect(res.status).toBe(422);
    expect(res.message).toBe('Could not verify you are human.');
  });
});
