import { describe, expect, it } from 'vitest';
import { api } from '../features/module';
import { createTestUser } from '../testing/factories';
import { readEvents } from '../testing/event-stream';
import { useTestContext } from '../testing/harness';
import { createRouter } from './app-env';
import { tooManyRequests } from './errors';
import { eventStream, EventStreams } from './event-stream';
import { requireUser } from './guard';

// The Server-Sent Events plumbing the admin's live tab and the notification bell share: endless
// responses that must not be buffered or hashed, heartbeats, a lifetime, and a limit per user.

const replaced = new EventStreams({ perUser: 2 });
const refused = new EventStreams({ perUser: 1, refuse: () => tooManyRequests(30, 'Too many streams.') });

const router = createRouter()
  .get('/replaced', (c) => {
    const me = requireUser(c.var.auth);
    const options = { streams: replaced, userId: me.id, maxMs: 60_000, supersededEvent: { event: 'superseded', data: '{}' } };
    return eventStream(c, options, async (live) => {
      await live.send({ event: 'hello', data: JSON.stringify({ at: Date.now() }) });
      while (!live.ended) await live.sleep(60_000);
    });
  })
  .get('/short', (c) =>
    eventStream(c, { streams: refused, userId: requireUser(c.var.auth).id, maxMs: 300, heartbeatMs: 40 }, async (live) => {
      await live.send({ event: 'hello', data: '{}', id: '1', retry: 1500 });
      while (!live.ended) await live.sleep(60_000);
    }),
  );

const t = useTestContext({ routes: [api('/probe', router)] });

async function open(userId: number, path: string) {
  t.signOut();
  await t.signIn(userId);
  const res = await t.request(`/api/v1/probe/${path}`, { headers: { accept: 'text/event-stream' } });
  return { res, events: res.status === 200 ? readEvents(res) : null };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
};

describe('event streams', () => {
  it('streams unbuffered with heartbeat comments, and ends by itself after its lifetime', async () => {
    const user = await createTestUser(t.db);
    const { res, events } = await open(user.id, 'short');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await events!.next()).toEqual({ event: 'hello', data: '{}', id: '1', retry: 1500 });
    await events!.ended; // 300 ms, with a heartbeat every 40 ms meanwhile
    expect(events!.comments.length).toBeGreaterThanOrEqual(2);
    expect(new Set(events!.comments)).toEqual(new Set(['keep-alive']));
    await until(() => refused.size === 0);
  });

  it('closes the oldest stream of a user beyond the limit and tells it why, leaving other users alone', async () => {
    const [ann, bob] = [await createTestUser(t.db), await createTestUser(t.db)];
    const first = (await open(ann.id, 'replaced')).events!;
    const second = (await open(ann.id, 'replaced')).events!;
    const bobs = (await open(bob.id, 'replaced')).events!;
    for (const s of [first, second, bobs]) expect((await s.next()).event).toBe('hello');
    expect(replaced.size).toBe(3);

    const third = (await open(ann.id, 'replaced')).events!;
    expect((await third.next()).event).toBe('hello');
    expect((await first.next()).event).toBe('superseded');
    await first.ended;
    expect(replaced.size).toBe(3);

    // a client that leaves frees its place at once
    await Promise.all([second.close(), third.close(), bobs.close()]);
    await until(() => replaced.size === 0);
  });

  it('refuses beyond the limit with an ordinary error response when the kind refuses', async () => {
    const user = await createTestUser(t.db);
    const { events } = await open(user.id, 'short');
    const again = await open(user.id, 'short');
    expect(again.res.status).toBe(429);
    expect(again.res.headers.get('retry-after')).toBe('30');
    expect(await again.res.json()).toMatchObject({ message: 'Too many streams.' });
    await events!.close();
    t.signOut();
    expect((await t.request('/api/v1/probe/short')).status).toBe(401);
  });
});
