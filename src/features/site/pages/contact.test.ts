import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';

const valid = { name: 'Ann Viewer', email: 'ann@example.com', message: 'Hello!\nPlease add more westerns.' };

describe('POST api/v1/contact-page', () => {
  const t = useTestContext();
  beforeEach(async () => {
    await t.db.deleteFrom('rate_limits').execute();
    await t.db.deleteFrom('outgoing_email_log').execute();
  });

  it('accepts a message and e-mails it to the first admin when contact.email is empty', async () => {
    const res = await t.request('/api/v1/contact-page', { method: 'POST', json: valid });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your message has been submitted.' });
    await t.services.mail.flush();
    const [mail, ...rest] = await t.db.selectFrom('outgoing_email_log').selectAll().execute();
    expect(rest).toEqual([]);
    expect(mail!.to).toBe('admin@example.com');
    expect(mail!.subject).toBe('Marquee: contact message from Ann Viewer');
    expect(mail!.text).toContain('From: Ann Viewer <ann@example.com>');
    expect(mail!.text).toContain('Please add more westerns.');
  });

  it('sends to the contact.email setting when set, escaping the message in HTML', async () => {
    await t.services.settings.save({ 'contact.email': 'owner@example.org' });
    try {
      const res = await t.request('/api/v1/contact-page', { method: 'POST', json: { ...valid, message: '<script>alert(1)</script>' } });
      expect(res.status).toBe(200);
      await t.services.mail.flush();
      const mail = await t.db.selectFrom('outgoing_email_log').selectAll().executeTakeFirstOrThrow();
      expect(mail.to).toBe('owner@example.org');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    } finally {
      await t.services.settings.save({ 'contact.email': '' });
    }
  });

  it('requires name, email (valid) and message', async () => {
    const res = await t.request('/api/v1/contact-page', { method: 'POST', json: {} });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['email', 'message', 'name']);
    const bad = await t.request('/api/v1/contact-page', { method: 'POST', json: { ...valid, email: 'not-an-email' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.email).toEqual(['Enter a valid email address.']);
    const blank = await t.request('/api/v1/contact-page', { method: 'POST', json: { ...valid, message: '   ' } });
    expect((await blank.json()).errors).toHaveProperty('message');
    await t.services.mail.flush();
    expect(await t.db.selectFrom('outgoing_email_log').select('id').execute()).toEqual([]);
  });

  it('allows 5 messages per 10 minutes per IP, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.request('/api/v1/contact-page', { method: 'POST', json: valid })).status).toBe(200);
    }
    const limited = await t.request('/api/v1/contact-page', { method: 'POST', json: valid });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(typeof (await limited.json()).message).toBe('string');
    await t.services.mail.flush();
    expect(await t.db.selectFrom('outgoing_email_log').select('id').execute()).toHaveLength(5);
  });

  describe('with the contact human check enabled', () => {
    const server = setupServer(
      http.post('https://www.google.com/recaptcha/api/siteverify', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        const human = form.get('response') === 'good-token';
        return HttpResponse.json(
          human
            ? { success: true, score: 0.9, action: 'contact', challenge_ts: '2026-01-01T00:00:00Z', hostname: 'localhost' }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        );
      }),
    );
    beforeAll(async () => {
      server.listen({ onUnhandledFrame: 'error' });
      await t.services.settings.save({ 'recaptcha.enable.contact': true, 'recaptcha.secret_key': 'test-secret' });
    });
    afterAll(async () => {
      server.close();
      await t.services.settings.save({ 'recaptcha.enable.contact': false });
    });

    it("refuses without a token Google accepts: 'Could not verify you are human.'", async () => {
      for (const json of [valid, { ...valid, recaptcha_token: 'bot-token' }]) {
        const res = await t.request('/api/v1/contact-page', { method: 'POST', json });
        expect(res.status).toBe(422);
        expect((await res.json()).message).toBe('Could not verify you are human.');
      }
      const ok = await t.request('/api/v1/contact-page', { method: 'POST', json: { ...valid, recaptcha_token: 'good-token' } });
      expect(ok.status).toBe(200);
    });
  });
});
