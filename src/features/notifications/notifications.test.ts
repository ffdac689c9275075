import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../testing/community';
import { deliverEffects } from '../billing/webhooks/webhooks.notify';
import { notify, pruneNotifications } from './notifications.service';

const kit = useCommunityContext();

const line = (content: string) => ({ lines: [{ content, type: 'primary' as const }] });

async function billingNotice(userId: number, notice: 'payment_failed' | 'canceled' = 'payment_failed') {
  await deliverEffects(kit.t, [{ notice, userId, productId: null, date: '2027-01-31T00:00:00.000Z' }]);
  await kit.t.services.jobs.runUntilIdle();
}

const emailsTo = async (email: string) =>
  (await kit.t.db.selectFrom('outgoing_email_log').select('subject').where('to', '=', email).execute()).map((r) => r.subject);

describe('notifications', () => {
  it("lists a user's own notifications newest first, 30 per page, with the unread count in the user payload", async () => {
    const [ann, bob] = [await kit.user(), await kit.user()];
    for (let i = 1; i <= 32; i++) await notify(kit.t.db, ann.id, 'billing.renewed', line(`Renewed ${i}`));
    await notify(kit.t.db, bob.id, 'billing.renewed', line('For Bob'));

    expect((await kit.call('GET', 'notifications')).status).toBe(401);
    await kit.as(ann);
    const first = (await kit.call('GET', 'notifications')).body.pagination;
    expect(first).toMatchObject({ total: 32, per_page: 30, last_page: 2 });
    expect(first.data).toHaveLength(30);
    expect(first.data[0]).toMatchObject({ type: 'billing.renewed', read_at: null, data: { lines: [{ content: 'Renewed 32' }] } });
    expect(JSON.stringify(first)).not.toContain('For Bob');
    expect((await kit.call('GET', 'users/me')).body.user.unread_notifications_count).toBe(32);
  });

  it("marks chosen ones, then all, as read; never another user's", async () => {
    const [ann, bob] = [await kit.user(), await kit.user()];
    await notify(kit.t.db, ann.id, 'billing.renewed', line('one'));
    await notify(kit.t.db, ann.id, 'billing.renewed', line('two'));
    await notify(kit.t.db, bob.id, 'billing.renewed', line('bob'));
    const bobsId = (await kit.t.db.selectFrom('notifications').select('id').where('user_id', '=', bob.id).executeTakeFirstOrThrow()).id;

    await kit.as(ann);
    const [newest] = (await kit.call('GET', 'notifications')).body.pagination.data;
    expect((await kit.call('POST', 'notifications/mark-as-read', { ids: [newest.id, bobsId] })).body).toEqual({ unreadCount: 1 });
    const unread = (await kit.call('GET', 'notifications?unread=true')).body.pagination.data;
    expect(unread.map((n: { data: { lines: { content: string }[] } }) => n.data.lines[0]!.content)).toEqual(['one']);

    const empty = await kit.call('POST', 'notifications/mark-as-read', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.ids).toEqual(['Select the notifications to mark as read.']);
    expect((await kit.call('POST', 'notifications/mark-as-read', { markAllAsUnread: true })).body).toEqual({ unreadCount: 0 });

    await kit.as(bob);
    expect((await kit.call('GET', 'users/me')).body.user.unread_notifications_count).toBe(1);
  });

  it('keeps channel preferences per type, and an email opt-out stops the email but not the in-app notice', async () => {
    const ann = await kit.user();
    await kit.as(ann);
    const settings = (await kit.call('GET', 'notifications/me/subscriptions')).body;
    expect(settings.available_channels).toEqual(['email', 'browser']);
    const billing = settings.subscriptions.find((g: { group_name: string }) => g.group_name === 'Billing');
    expect(billing.items.map((i: { notif_id: string }) => i.notif_id)).toContain('billing.payment_failed');
    expect(settings.user_selections.find((s: { notif_id: string }) => s.notif_id === 'billing.payment_failed').channels).toEqual({
      email: true,
      browser: false,
    });

    await billingNotice(ann.id);
    expect(await emailsTo(ann.email)).toEqual(['Your payment failed']);

    const saved = await kit.call('PUT', 'notifications/me/subscriptions', {
      selections: [{ notif_id: 'billing.payment_failed', channels: { email: false, browser: true } }],
    });
    expect(saved.body).toEqual({ message: 'Updated preferences' });
    expect(
      (await kit.call('GET', 'notifications/me/subscriptions')).body.user_selections.find(
        (s: { notif_id: string }) => s.notif_id === 'billing.payment_failed',
      ).channels,
    ).toEqual({ email: false, browser: true });

    await billingNotice(ann.id);
    await billingNotice(ann.id, 'canceled');
    expect(await emailsTo(ann.email)).toEqual(['Your payment failed', 'Your subscription was canceled']);
    const list = (await kit.call('GET', 'notifications')).body.pagination.data;
    expect(list.map((n: { type: string }) => n.type)).toEqual(['billing.canceled', 'billing.payment_failed', 'billing.payment_failed']);
    expect(list[0].data.mainAction).toEqual({ action: '/billing', label: 'Open billing' });
  });

  it('refuses unknown notification types and channels with field errors, changing nothing', async () => {
    const ann = await kit.user();
    await kit.as(ann);
    const unknownType = await kit.call('PUT', 'notifications/me/subscriptions', {
      selections: [
        { notif_id: 'billing.renewed', channels: { email: false } },
        { notif_id: 'nope', channels: { email: true } },
      ],
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.errors, JSON.stringify(unknownType.body)).toHaveProperty(['selections.1.notif_id']);
    const badChannel = await kit.call('PUT', 'notifications/me/subscriptions', {
      selections: [{ notif_id: 'billing.renewed', channels: { pigeon: true } }],
    });
    expect(badChannel.status).toBe(422);
    expect(await kit.t.db.selectFrom('notification_subscriptions').selectAll().execute()).toEqual([]);
  });

  it("tells a user about a new follower once, with a link to the follower's profile", async () => {
    const [ann, bob] = [await kit.user({ name: 'Ann Able' }), await kit.user()];
    await kit.as(ann);
    await kit.call('POST', `users/${bob.id}/follow`);
    await kit.call('POST', `users/${bob.id}/follow`);
    await kit.t.services.jobs.runUntilIdle();
    await kit.as(bob);
    const list = (await kit.call('GET', 'notifications')).body.pagination.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'community.new_follower',
      data: { lines: [{ content: 'Ann Able started following you.' }], mainAction: { action: `/user/${ann.id}/ann-able` } },
    });
  });

  it('prunes read notifications after 90 days and keeps unread ones', async () => {
    const ann = await kit.user();
    await notify(kit.t.db, ann.id, 'billing.renewed', line('old read'));
    await notify(kit.t.db, ann.id, 'billing.renewed', line('old unread'));
    await kit.t.db.updateTable('notifications').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    await kit.t.db.updateTable('notifications').set({ read_at: '2020-01-02T00:00:00.000Z' }).where('data', 'like', '%old read%').execute();
    expect(await pruneNotifications(kit.t.db)).toEqual({ deleted: 1 });
    expect((await kit.t.db.selectFrom('notifications').select('data').execute()).map((r) => JSON.parse(r.data).lines[0].content)).toEqual([
      'old unread',
    ]);
  });
});
