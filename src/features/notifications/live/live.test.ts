import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productModules } from '../..';
import type { FeatureModule } from '../../module';
import { createTestUser } from '../../../testing/factories';
import { readEvents } from '../../../testing/event-stream';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { notify } from '../notifications.service';
import { publishNotification } from '../publish';

// The bell's live stream on a real listening server: the unread count and new notifications reach
// the user's open tabs as they happen (woken by the process's NotificationFeed), a reconnect with
// Last-Event-ID gets only what is newer, and nobody sees another user's notifications.

interface Unread {
  unreadCount: number;
  latest: { id: number; type: string; data: { lines: { content: string }[] } }[];
}

let t: TestContext;
let server: http.Server;
let base: string;

// a batched type, like "3 people found your review helpful"
const batched: FeatureModule = {
  name: 'live-test',
  notificationTypes: [
    {
      id: 'test.helpful',
      group: 'Test',
      name: 'Helpful',
      defaults: { email: false, browser: false },
      merge: (previous, next, count) => ({ ...next, lines: [{ content: `${count} people found your review helpful` }] }),
    },
  ],
};

beforeAll(async () => {
  t = await createTestContext({ modules: [...productModules, batched] });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  t.services.notificationFeed.stop();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await t.close();
});

/** A signed-in user with their own session cookie (several users act at once). */
async function person(name: string) {
  const user = await createTestUser(t.db, { name });
  t.signOut();
  await t.signIn(user.id);
  const cookie = [...t.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  t.signOut();
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${base}/api/v1/${path}`, {
      method,
      headers: { cookie, origin: t.config.APP_URL, 'content-type': 'application/json', accept: 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };
  const live = async (lastEventId?: string) => {
    const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const res = await fetch(`${base}/api/v1/notifications/live`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEvents(res);
    return {
      events,
      /** The next event, which must be an `unread` one. */
      async unread() {
        const e = await events.nextJson<Unread>();
        expect(e.event).toBe('unread');
        return { ...e.json, id: e.id!, retry: e.retry };
      },
    };
  };
  return { ...user, name, call, live };
}

const texts = (u: Unread) => u.latest.map((n) => n.data.lines[0]!.content);

describe('GET notifications/live', () => {
  it('answers a guest 401 without opening a stream', async () => {
    const res = await fetch(`${base}/api/v1/notifications/live`, { headers: { accept: 'text/event-stream' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('sends the unread count at once, and again in every tab when the user reads or deletes one', async () => {
    // the feed's look for other processes' changes is off here: only the in-process wake-up works
    const bea = await person('Bea Reader');
    await notify(t.db, bea.id, 'billing.renewed', { lines: [{ content: 'Renewed once' }] });
    await notify(t.db, bea.id, 'billing.renewed', { lines: [{ content: 'Renewed twice' }] });
    const tab1 = await bea.live();
    const tab2 = await bea.live();
    const first = await tab1.unread();
    expect(first).toMatchObject({ unreadCount: 2, latest: [], retry: 3000 });
    expect((await tab2.unread()).unreadCount).toBe(2);

    const [newest] = (await bea.call('GET', 'notifications?unread=true')).body.pagination.data;
    expect(first.id).toBe(String(newest.id));
    expect((await bea.call('POST', 'notifications/mark-as-read', { ids: [newest.id] })).body).toEqual({ unreadCount: 1 });
    for (const tab of [tab1, tab2]) expect(await tab.unread()).toMatchObject({ unreadCount: 1, latest: [] });
    // deleting the last unread one is heard the same way
    const [other] = (await bea.call('GET', 'notifications?unread=true')).body.pagination.data;
    expect((await bea.call('DELETE', `notifications/${other.id}`)).body).toEqual({ unreadCount: 0 });
    for (const tab of [tab1, tab2]) expect(await tab.unread()).toMatchObject({ unreadCount: 0, latest: [] });

    await Promise.all([tab1.events.close(), tab2.events.close()]);
    await expect.poll(() => t.services.notificationFeed.watchedUsers).toBe(0);
  });

  it("brings a new follower to that user's stream only, and a reconnect gets only newer ones", async () => {
    t.services.notificationFeed.start();
    const [ann, bob, cyd, dan] = [
      await person('Ann Author'),
      await person('Bob Bell'),
      await person('Cyd Other'),
      await person('Dan Late'),
    ];
    const bobs = await bob.live();
    const cyds = await cyd.live();
    expect(await bobs.unread()).toMatchObject({ unreadCount: 0, latest: [] });
    expect(await cyds.unread()).toMatchObject({ unreadCount: 0, latest: [] });

    // a follow publishes an event; the fan-out job announces whom it notified
    expect((await ann.call('POST', `users/${bob.id}/follow`)).status).toBe(200);
    await t.services.jobs.runUntilIdle();
    const followed = await bobs.unread();
    expect(followed.unreadCount).toBe(1);
    expect(texts(followed)).toEqual(['Ann Author started following you.']);
    expect(followed.latest[0]).toMatchObject({ type: 'community.new_follower', id: Number(followed.id) });

    // Cyd's stream heard nothing of Bob's: its next event is Cyd's own, written without an
    // announcement (as by another process): the feed's look-up finds it
    await notify(t.db, cyd.id, 'billing.renewed', { lines: [{ content: 'Renewed for Cyd' }] });
    const cydsOwn = await cyds.unread();
    expect(cydsOwn.unreadCount).toBe(1);
    expect(texts(cydsOwn)).toEqual(['Renewed for Cyd']);
    expect(cydsOwn.latest[0]!.id).not.toBe(followed.latest[0]!.id);
    await cyds.events.close();

    // Bob closes the tab; Dan follows meanwhile; reconnecting with the last id brings only Dan
    await bobs.events.close();
    expect((await dan.call('POST', `users/${bob.id}/follow`)).status).toBe(200);
    await t.services.jobs.runUntilIdle();
    const resumed = await bob.live(followed.id);
    const missed = await resumed.unread();
    expect(missed.unreadCount).toBe(2);
    expect(texts(missed)).toEqual(['Dan Late started following you.']);
    expect(Number(missed.id)).toBeGreaterThan(Number(followed.id));
    await resumed.events.close();

    // a fresh start (or an id that is not one) sends the count and no items
    for (const id of [undefined, 'not-an-id']) {
      const fresh = await bob.live(id);
      expect(await fresh.unread()).toMatchObject({ unreadCount: 2, latest: [], id: missed.id });
      await fresh.events.close();
    }
    await expect.poll(() => t.services.notificationFeed.watchedUsers).toBe(0);
  });

  it('brings events delivered by the fan-out job, and a batched one again when it merges, moved to the top', async () => {
    t.services.notificationFeed.start();
    const eve = await person('Eve Reviewer');
    const tab = await eve.live();
    expect((await tab.unread()).unreadCount).toBe(0);
    const helpful = (content: string) =>
      publishNotification(t, { type: 'test.helpful', audience: { users: [eve.id] }, group: 'review:7', data: { lines: [{ content }] } });

    await helpful('Someone found your review helpful');
    await t.services.jobs.runUntilIdle();
    const first = await tab.unread();
    expect(first).toMatchObject({ unreadCount: 1 });
    expect(texts(first)).toEqual(['Someone found your review helpful']);

    await notify(t.db, eve.id, 'billing.renewed', { lines: [{ content: 'Renewed' }] });
    expect(texts(await tab.unread())).toEqual(['Renewed']);

    // the second event updates the unread one in place: same id, new text, count unchanged
    await helpful('Someone else found your review helpful');
    await t.services.jobs.runUntilIdle();
    const merged = await tab.unread();
    expect(merged.unreadCount).toBe(2);
    expect(texts(merged)).toEqual(['2 people found your review helpful']);
    expect(merged.latest[0]!.id).toBe(first.latest[0]!.id);
    await tab.events.close();
  });
});
