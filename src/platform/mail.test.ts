import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { useTestContext } from '../testing/harness';
import { Mailer, renderMail } from './mail';

describe('mail', () => {
  const t = useTestContext();

  it('the log transport records every message in outgoing_email_log without SMTP', async () => {
    const { html, text } = renderMail({ siteName: 'Marquee', heading: 'Hello', lines: ['A line'], code: '123456' });
    expect(await t.services.mail.send({ to: 'a@example.com', subject: 'Hi', html, text })).toBe('logged');
    const row = await t.db.selectFrom('outgoing_email_log').selectAll().where('to', '=', 'a@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Hi', status: 'logged', from: '"Marquee" <no-reply@localhost>' });
    expect(row.html).toContain('123456');
    expect(row.text).toContain('123456');
    expect(row.message_id).toBeTruthy();
  });

  it('uses MAIL_FROM when set and queue() + flush() deliver in the background', async () => {
    const mailer = new Mailer(t.db, { ...t.config, MAIL_FROM: 'Ops <ops@example.org>' }, t.services.settings, pino({ level: 'silent' }));
    mailer.queue({ to: 'b@example.com', subject: 'Queued', html: '<p>x</p>', text: 'x' });
    await mailer.flush();
    const row = await t.db.selectFrom('outgoing_email_log').selectAll().where('to', '=', 'b@example.com').executeTakeFirstOrThrow();
    expect(row.from).toBe('Ops <ops@example.org>');
  });

  it('records an SMTP failure as failed, with the secrets redacted from the logged copy', async () => {
    const mailer = new Mailer(
      t.db,
      { ...t.config, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' },
      t.services.settings,
      pino({ level: 'silent' }),
    );
    const status = await mailer.send({
      to: 'c@example.com',
      subject: 'Code',
      html: '<b>987654</b>',
      text: 'code 987654',
      secrets: ['987654'],
    });
    expect(status).toBe('failed');
    const row = await t.db.selectFrom('outgoing_email_log').selectAll().where('to', '=', 'c@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
    expect(row.html).toBe('<b>[redacted]</b>');
    expect(row.text).toBe('code [redacted]');
  });

  it('escapes HTML in templates', () => {
    const { html, text } = renderMail({
      siteName: '<Site>',
      heading: 'a & b',
      lines: ['<script>x</script>'],
      action: { label: 'Go', url: 'https://x.test/?a=1&b=2' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://x.test/?a=1&amp;b=2"');
    expect(text).toContain('Go: https://x.test/?a=1&b=2');
  });
});
