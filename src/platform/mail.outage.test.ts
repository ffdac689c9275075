import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../testing/factories';
import { useTestContext } from '../testing/harness';
import { type SmtpStandIns, startSmtpStandIns } from '../testing/smtp-stand-ins';
import { Mailer } from './mail';

// A mail server that is down, silent, hangs up or refuses, while someone waits for a mail they
// asked for: they are told (503/504/502 naming the mail server) and nothing half-done is left.
describe('mail someone waits for, while the mail server fails', () => {
  const t = useTestContext({ env: { PROVIDER_TIMEOUT_MS: '200' } });
  let smtp: SmtpStandIns;
  beforeAll(async () => {
    smtp = await startSmtpStandIns();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    t.signOut();
    await t.db.deleteFrom('rate_limits').execute();
    await t.db.deleteFrom('outgoing_email_log').execute();
  });

  const useSmtp = (url: string) => {
    t.services.mail = new Mailer(t.db, { ...t.config, MAIL_TRANSPORT: 'smtp', SMTP_URL: url }, t.services.settings, t.services.logger);
  };
  const call = async (path: string, json: unknown) => {
    const res = await t.request(path, { method: 'POST', json });
    return { status: res.status, body: await res.json() };
  };
  const contact = () => call('/api/v1/contact-page', { name: 'Ann', email: 'ann@example.com', message: 'Hello there' });

  it.each([
    ['down', 503, /^The mail server could not be reached\. The e-mail was not sent: please try again in a few minutes/],
    ['hangsUp', 503, /^The mail server could not be reached\./],
    ['silent', 504, /^The mail server did not answer in time\. The e-mail was not sent/],
    ['refuses', 502, /^The mail server refused the e-mail \(550 5\.1\.1 Mailbox unavailable\)\./],
  ] as const)('the contact form says a mail server that is %s did not take the message', async (kind, status, message) => {
    useSmtp(smtp.urls[kind]);
    const res = await contact();
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    // the failed attempt is in the e-mail log; nobody is told of a message that was not sent
    const logged = await t.db.selectFrom('outgoing_email_log').select(['status', 'error']).execute();
    expect(logged).toEqual([{ status: 'failed', error: expect.any(String) }]);
    await t.services.jobs.runUntilIdle();
    expect(await t.db.selectFrom('notifications').select('id').where('type', '=', 'admin.contact_message').execute()).toEqual([]);
  });

  it('a new verification code asked for while the server is silent answers 504', async () => {
    const user = await createTestUser(t.db, { verified: false });
    await t.signIn(user.id);
    useSmtp(smtp.urls.silent);
    const res = await call('/api/v1/resend-email-verification', {});
    expect(res.status).toBe(504);
    expect(res.body.message).toMatch(/^The mail server did not answer in time/);
  });

  it('a password reset while the server is down answers 503 for every address and creates no link', async () => {
    const user = await createTestUser(t.db);
    useSmtp(smtp.urls.down);
    for (const email of [user.email, 'nobody@example.com']) {
      const res = await call('/auth/forgot-password', { email });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^The mail server could not be reached/);
    }
    expect(await t.db.selectFrom('password_reset_tokens').select('id').execute()).toEqual([]);
  });

  describe('workspace invitations', () => {
    async function workspaceOfOwner() {
      const owner = await createTestUser(t.db);
      await t.signIn(owner.id);
      const res = await call('/api/v1/workspaces', { name: `House ${owner.id}` });
      expect(res.status).toBe(201);
      return res.body.workspace.id as number;
    }
    const invites = (workspaceId: number) =>
      t.db.selectFrom('workspace_invites').select('email').where('workspace_id', '=', workspaceId).execute();

    it('are refused whole (nothing stored) while the server is down', async () => {
      const id = await workspaceOfOwner();
      useSmtp(smtp.urls.down);
      const res = await call(`/api/v1/workspaces/${id}/invites`, { emails: ['a@example.com', 'b@example.com'], role: 'member' });
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/^The mail server could not be reached/);
      expect(await invites(id)).toEqual([]);
    });

    it('that the server takes a connection for but refuses are saved, and the answer says to resend them', async () => {
      const id = await workspaceOfOwner();
      useSmtp(smtp.urls.refuses);
      const res = await call(`/api/v1/workspaces/${id}/invites`, { emails: ['c@example.com'], role: 'member' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        'The mail server did not take the invitation e-mail to c@example.com. The invitation is saved: use Resend in the members list once e-mail works again.',
      );
      expect(await invites(id)).toEqual([{ email: 'c@example.com' }]);
    });
  });
});
