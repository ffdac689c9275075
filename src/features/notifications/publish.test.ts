import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { Mailer } from '../../platform/mail';
import { useCommunityContext } from '../../testing/community';
import { freePort } from '../../testing/free-port';
import { grantPermission } from '../../testing/factories';
import { sendDigests } from './delivery';
import { publishNotification } from './publish';

const kit = useCommunityContext();

const data = (content: string, path = '/titles/1/dune') => ({
  lines: [
    { content, type: 'primary' as const },
    { content: 'A second line', type: 'secondary' as const },
  ],
  mainAction: { action: path, label: 'Open' },
});

const publish = (event: Omit<Parameters<typeof publishNotification>[1], 'data'> & { content?: string }) =>
  publishNotification(kit.t, { ...event, data: data(event.content ?? 'Your subscription was renewed') });

const inbox = async (userId: number) =>
  (await kit.t.db.selectFrom('notifications').select(['type', 'data']).where('user_id', '=', userId).execute()).map(
    (n) => (JSON.parse(n.data) as { lines: { content: string }[] }).lines[0]!.content,
  );

const mailsTo = (email: string) =>
  kit.t.db.selectFrom('outgoing_email_log').select(['subject', 'text', 'html']).where('to', '=', email).orderBy('id').execute();

/** The one-click link of the newest mail to `email`. */
async function unsubscribeLink(email: string) {
  const mails = await mailsTo(email);
  const link = /Unsubscribe: (\S+)/.exec(mails.at(-1)!.text ?? '')?.[1];
  return new URL(link!);
}

async function choose(user: { id: number }, notif_id: string, channels: { email?: boolean; browser?: boolean }) {
  await kit.as(user);
  expect((await kit.call('PUT', 'notifications/me/subscriptions', { selections: [{ notif_id, channels }] })).status).toBe(200);
}

describe('published notification events', () => {
  it('are delivered by a job: once per key, to every listed user but the actor', async () => {
    const [ann, bob, carl] = [await kit.user(), await kit.user(), await kit.user()];
    const event = { type: 'billing.renewed', audience: { users: [ann.id, bob.id, carl.id, 999_999] }, actorId: carl.id, key: 'renewal:1' };
    expect(await publish(event)).toBe(true);
    expect(await inbox(ann.id)).toEqual([]); // nothing until the fan-out job runs
    expect(await publish(event)).toBe(false);
    await kit.t.services.jobs.runUntilIdle();
    expect(await inbox(ann.id)).toEqual(['Your subscription was renewed']);
    expect(await inbox(bob.id)).toEqual(['Your subscription was renewed']);
    expect(await inbox(carl.id)).toEqual([]);
    const stored = await kit.t.db.selectFrom('notification_events').select(['recipients', 'fanned_out_at']).executeTakeFirstOrThrow();
    expect(stored.recipients).toBe(2);
    expect(stored.fanned_out_at).not.toBeNull();

    // a retried fan-out (say the worker died after the inserts) notifies nobody twice
    const { id: eventId } = await kit.t.db.selectFrom('notification_events').select('id').executeTakeFirstOrThrow();
    await kit.t.services.jobs.dispatch('notifications:fan-out', { eventId });
    await kit.t.services.jobs.runUntilIdle();
    expect(await inbox(ann.id)).toHaveLength(1);
  });

  it('roll back with the transaction of their cause', async () => {
    const ann = await kit.user();
    await expect(
      kit.t.db.transaction().execute(async (trx) => {
        await publishNotification(
          { db: trx, services: kit.t.services },
          { type: 'billing.renewed', audience: { users: [ann.id] }, data: data('x') },
        );
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await kit.t.services.jobs.runUntilIdle();
    expect(await inbox(ann.id)).toEqual([]);
    expect(await kit.t.db.selectFrom('jobs').select('id').where('name', '=', 'notifications:fan-out').execute()).toEqual([]);
  });

  it('reach every holder of a permission, and only them', async () => {
    const [admin, moderator, viewer] = [await kit.admin(), await kit.user(), await kit.user()];
    await grantPermission(kit.t.db, moderator.id, 'videos.update');
    await publish({ type: 'billing.renewed', audience: { permission: 'videos.update' } });
    await kit.t.services.jobs.runUntilIdle();
    expect(await inbox(admin.id)).toHaveLength(1);
    expect(await inbox(moderator.id)).toHaveLength(1);
    expect(await inbox(viewer.id)).toEqual([]);
  });

  it('of an admin-only type reach only who holds its permission, whoever the audience names', async () => {
    const [viewer, staff] = [await kit.user(), await kit.user()];
    await grantPermission(kit.t.db, staff.id, 'admin.access');
    await publish({ type: 'admin.report', audience: { users: [viewer.id, staff.id] }, content: 'A new report' });
    await kit.t.services.jobs.runUntilIdle();
    expect(await inbox(viewer.id)).toEqual([]);
    expect(await inbox(staff.id)).toEqual(['A new report']);
    await kit.as(viewer);
    const types = (await kit.call('GET', 'notifications/me/subscriptions')).body.user_selections.map(
      (s: { notif_id: string }) => s.notif_id,
    );
    expect(types).not.toContain('admin.report');
  });

  it('e-mail only who chose e-mail, with a one-click unsubscribe link for that user and type alone', async () => {
    const [ann, bob] = [await kit.user(), await kit.user()];
    await choose(bob, 'billing.renewed', { email: false });
    await publish({ type: 'billing.renewed', audience: { users: [ann.id, bob.id] }, content: 'Renewed: Premium' });
    await kit.t.services.jobs.runUntilIdle();
    expect(await mailsTo(bob.email)).toEqual([]);
    const [mail] = await mailsTo(ann.email);
    expect(mail!.subject).toBe('Renewed: Premium');
    expect(mail!.html).toContain('http://localhost:3000/titles/1/dune'.replace('http://localhost:3000', kit.t.config.APP_URL));
    expect(await inbox(bob.id)).toEqual(['Renewed: Premium']); // in-app regardless

    const link = await unsubscribeLink(ann.email);
    expect(link.pathname).toBe('/notifications/unsubscribe');
    await kit.as(null);
    const forged = new URL(link);
    forged.searchParams.set('u', String(bob.id));
    const otherType = new URL(link);
    otherType.searchParams.set('t', 'billing.canceled');
    for (const bad of [forged, otherType]) {
      const res = await kit.t.request(bad.pathname + bad.search, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe('This unsubscribe link is not valid.');
    }
    // what a mail provider sends (RFC 8058): a cookie-less form POST to the List-Unsubscribe URL
    const res = await kit.t.request(link.pathname + link.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('You will no longer get e-mails about "Subscription renewed".');

    await kit.as(ann);
    const selections = (await kit.call('GET', 'notifications/me/subscriptions')).body.user_selections as {
      notif_id: string;
      channels: { email: boolean };
    }[];
    expect(selections.find((s) => s.notif_id === 'billing.renewed')!.channels.email).toBe(false);
    expect(selections.find((s) => s.notif_id === 'billing.canceled')!.channels.email).toBe(true);
    await publish({ type: 'billing.renewed', audience: { users: [ann.id] } });
    await kit.t.services.jobs.runUntilIdle();
    expect(await mailsTo(ann.email)).toHaveLength(1);
  });

  it('wait for the daily digest when a user chose it: one e-mail listing them, then none until there is more', async () => {
    const ann = await kit.user();
    await kit.as(ann);
    expect((await kit.call('GET', 'notifications/me/subscriptions')).body.email_digest).toBe('off');
    expect((await kit.call('PUT', 'notifications/me/subscriptions', { selections: [], email_digest: 'daily' })).status).toBe(200);
    expect((await kit.call('PUT', 'notifications/me/subscriptions', { selections: [], email_digest: 'weekly' })).status).toBe(422);
    await publish({ type: 'billing.renewed', audience: { users: [ann.id] }, content: 'First' });
    await publish({ type: 'billing.canceled', audience: { users: [ann.id] }, content: 'Second' });
    await kit.t.services.jobs.runUntilIdle();
    expect(await mailsTo(ann.email)).toEqual([]);

    expect(await sendDigests(kit.t)).toEqual({ sent: 1 });
    const [digest] = await mailsTo(ann.email);
    expect(digest!.subject).toMatch(/^2 new notifications on /);
    expect(digest!.text).toContain('Second');
    expect(digest!.text).toContain('First');
    expect(await sendDigests(kit.t)).toEqual({ sent: 0 });

    // the digest's own link stops every notification e-mail
    const link = await unsubscribeLink(ann.email);
    await kit.as(null);
    expect((await kit.t.request(link.pathname + link.search, { method: 'POST' })).status).toBe(200);
    // the unsubscribe page's button sends the link's fields as JSON: the same answer, said again
    const button = await kit.call('POST', 'notifications/unsubscribe', Object.fromEntries(link.searchParams));
    expect(button.body).toEqual({ message: 'You will no longer get notification e-mails.', type: null });
    await kit.as(ann);
    const settings = (await kit.call('GET', 'notifications/me/subscriptions')).body;
    expect(settings.email_digest).toBe('off');
    expect(settings.user_selections.every((s: { channels: { email: boolean } }) => !s.channels.email)).toBe(true);
  });

  it('leave e-mail pending and retry later when the mail server is down', async () => {
    const ann = await kit.user();
    const { t } = kit;
    t.services.mail = new Mailer(
      t.db,
      { ...t.config, MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' },
      t.services.settings,
      t.services.logger,
    );
    await publish({ type: 'billing.renewed', audience: { users: [ann.id] } });
    await t.services.jobs.runUntilIdle();
    expect(await inbox(ann.id)).toHaveLength(1);
    const emailState = async () =>
      (await t.db.selectFrom('notifications').select('email_state').where('user_id', '=', ann.id).executeTakeFirstOrThrow()).email_state;
    const deliveryJob = () => t.db.selectFrom('jobs').selectAll().where('name', '=', 'notifications:deliver').executeTakeFirstOrThrow();
    expect(await emailState()).toBe('pending');
    const retry = await deliveryJob();
    expect(retry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retry.error).toMatch(/1 of 1 e-mails failed/);

    // its last attempt, still failing: the e-mail is marked failed and the job ends
    await t.db
      .updateTable('jobs')
      .set((eb) => ({ attempts: eb('max_attempts', '-', 1), run_at: new Date(0).toISOString() }))
      .where('name', '=', 'notifications:deliver')
      .execute();
    await t.services.jobs.runUntilIdle();
    expect(await emailState()).toBe('failed');
    const ended = await deliveryJob();
    expect(ended.status).toBe('completed');
    expect(ended.attempts).toBe(ended.max_attempts);
  });

  it('reach a real SMTP server with RFC 8058 List-Unsubscribe headers', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const { t } = kit;
      t.services.mail = new Mailer(
        t.db,
        { ...t.config, MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` },
        t.services.settings,
        t.services.logger,
      );
      const ann = await kit.user();
      await publish({ type: 'billing.renewed', audience: { users: [ann.id] } });
      await t.services.jobs.runUntilIdle();
      expect(received).toHaveLength(1);
      const headers = received[0]!.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(/^List-Unsubscribe: <http[^>]+\/notifications\/unsubscribe\?u=\d+&t=billing\.renewed&s=[0-9a-f]{64}>$/m);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect((await t.db.selectFrom('notifications').select('email_state').executeTakeFirstOrThrow()).email_state).toBe('sent');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('can be deleted one by one by their owner only', async () => {
    const [ann, bob] = [await kit.user(), await kit.user()];
    await publish({ type: 'billing.renewed', audience: { users: [ann.id, bob.id] } });
    await kit.t.services.jobs.runUntilIdle();
    const annsId = (await kit.t.db.selectFrom('notifications').select('id').where('user_id', '=', ann.id).executeTakeFirstOrThrow()).id;
    await kit.as(bob);
    expect((await kit.call('DELETE', `notifications/${annsId}`)).status).toBe(404);
    await kit.as(ann);
    expect((await kit.call('DELETE', `notifications/${annsId}`)).body).toEqual({ unreadCount: 0 });
    expect(await inbox(ann.id)).toEqual([]);
    expect(await inbox(bob.id)).toHaveLength(1);
  });
});
