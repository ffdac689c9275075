import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingOn } from '../../../testing/acting';
import { createTestUser } from '../../../testing/factories';
import { createTestContext, useTestContext } from '../../../testing/harness';
import { browserSubscription, readVapid, startPushService } from '../../../testing/push-service';
import { productModules } from '../..';
import { deleteUsers } from '../../accounts/users/user-deletion';
import { deliveryJob } from '../delivery';
import { DELIVER_JOB } from '../fan-out';
import { notificationsModule } from '../notifications.module';
import { publishNotification } from '../publish';
import { sendWebPush } from './push.service';

// The browser channel: devices subscribe with their push endpoint and keys, and sendWebPush reaches
// them through a stand-in push service on loopback (WEB_PUSH_ALLOW_LOCAL), which decrypts what it got.

const t = useTestContext({ env: { WEB_PUSH_ALLOW_LOCAL: 'true' } });
const { as, call } = actingOn(() => t);
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService?.close());

const user = () => createTestUser(t.db);
const storedEndpoints = async (userId: number) =>
  (await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).orderBy('id').execute()).map(
    (r) => r.endpoint,
  );

/** Signs `who` in and subscribes a new browser of theirs on the stand-in push service. */
async function subscribedDevice(who: { id: number }) {
  const device = browserSubscription(pushService.endpoint());
  await as(who);
  expect((await call('POST', 'notifications/push/subscriptions', device.json)).status).toBe(201);
  return device;
}

const message = {
  title: 'New episode',
  body: 'S01E02 is ready to watch.',
  url: '/titles/7/season/1/episode/2',
  icon: '/poster.jpg',
  tag: 'ep:12',
};

describe('push subscriptions API', () => {
  it('gives signed-in users the VAPID public key made at install, the same after a restart', async () => {
    await as(null);
    expect((await call('GET', 'notifications/push/key')).status).toBe(401);
    await as(await user());
    const { status, body } = await call('GET', 'notifications/push/key');
    expect(status).toBe(200);
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);

    const restarted = await createTestContext({ env: { DATABASE_URL: t.config.DATABASE_URL } });
    try {
      await restarted.signIn((await createTestUser(restarted.db)).id);
      expect(await (await restarted.request('/api/v1/notifications/push/key')).json()).toEqual({ publicKey: body.publicKey });
    } finally {
      await restarted.close();
    }
  });

  it('stores one device per endpoint, labelled by its browser; the same endpoint re-subscribed moves to whoever is signed in', async () => {
    const [ann, bob] = [await user(), await user()];
    const device = browserSubscription(pushService.endpoint());
    await t.signIn(ann.id);
    const res = await t.request('/api/v1/notifications/push/subscriptions', {
      method: 'POST',
      json: device.json,
      headers: {
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      },
    });
    expect(res.status).toBe(201);
    const { subscription } = await res.json();
    expect(subscription).toMatchObject({ endpoint: device.json.endpoint, user_agent: 'Chrome on Windows', last_used_at: null });
    expect(JSON.stringify(subscription)).not.toContain(device.json.keys.auth);
    expect(await storedEndpoints(ann.id)).toEqual([device.json.endpoint]);

    await as(bob);
    expect((await call('POST', 'notifications/push/subscriptions', device.json)).status).toBe(201);
    expect(await storedEndpoints(ann.id)).toEqual([]);
    expect(await storedEndpoints(bob.id)).toEqual([device.json.endpoint]);
  });

  it("unsubscribes only the caller's own device", async () => {
    const [ann, bob] = [await user(), await user()];
    const annDevice = await subscribedDevice(ann);
    const endpoint = annDevice.json.endpoint;

    await as(null);
    expect((await call('DELETE', 'notifications/push/subscriptions', { endpoint })).status).toBe(401);
    await as(bob);
    const foreign = await call('DELETE', 'notifications/push/subscriptions', { endpoint });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('This browser is not subscribed.');
    expect(await storedEndpoints(ann.id)).toEqual([endpoint]);

    await as(ann);
    expect((await call('DELETE', 'notifications/push/subscriptions', { endpoint })).status).toBe(204);
    expect(await storedEndpoints(ann.id)).toEqual([]);
  });

  it('refuses a guest, and counts subscription changes per user (30 per 10 minutes)', async () => {
    await as(null);
    expect((await call('POST', 'notifications/push/subscriptions', browserSubscription(pushService.endpoint()).json)).status).toBe(401);
    await as(await user());
    for (let i = 0; i < 30; i++) {
      expect((await call('POST', 'notifications/push/subscriptions', browserSubscription(pushService.endpoint()).json)).status).toBe(201);
    }
    const limited = await call('POST', 'notifications/push/subscriptions', browserSubscription(pushService.endpoint()).json);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('removes the devices of a deleted user', async () => {
    const ann = await user();
    await subscribedDevice(ann);
    await deleteUsers(t.db, t.services.storage, [ann.id]);
    expect(await storedEndpoints(ann.id)).toEqual([]);
  });
});

describe('push endpoint and key validation (a real install: WEB_PUSH_ALLOW_LOCAL off)', () => {
  const prod = useTestContext();
  const acting = actingOn(() => prod);
  const keys = browserSubscription('').json.keys;
  const subscribe = (body: unknown) => acting.call('POST', 'notifications/push/subscriptions', body);

  it('accepts an https endpoint on a public host', async () => {
    await acting.as(await createTestUser(prod.db));
    expect((await subscribe({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys })).status).toBe(201);
    expect((await subscribe({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAA', keys })).status).toBe(201);
  });

  it.each([
    ['not a url', 'The endpoint must be an https URL.'],
    ['http://push.example.net/device', 'The endpoint must be an https URL.'],
    ['ftp://push.example.net/device', 'The endpoint must be an https URL.'],
    ['https://user:secret@push.example.net/device', 'The endpoint must not contain credentials.'],
    ['https://127.0.0.1/device', 'The endpoint must be on a public host.'],
    ['https://2130706433/device', 'The endpoint must be on a public host.'],
    ['https://10.1.2.3/device', 'The endpoint must be on a public host.'],
    ['https://169.254.169.254/latest/meta-data', 'The endpoint must be on a public host.'],
    ['https://[::1]/device', 'The endpoint must be on a public host.'],
    ['https://[::ffff:192.168.1.1]/device', 'The endpoint must be on a public host.'],
    ['https://[fd00::1]/device', 'The endpoint must be on a public host.'],
    ['https://localhost/device', 'The endpoint must be on a public host.'],
    ['https://printer.local/device', 'The endpoint must be on a public host.'],
    ['https://metadata.google.internal/device', 'The endpoint must be on a public host.'],
    ['https://intranet/device', 'The endpoint must be on a public host.'],
    ['https://push.example.net:8443/device', 'The endpoint must be on a public host.'],
  ])('refuses the endpoint %s', async (endpoint, error) => {
    await acting.as(await createTestUser(prod.db));
    const res = await subscribe({ endpoint, keys });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ endpoint: [error] });
  });

  it('refuses keys that are missing, not base64url, of the wrong length or not on the P-256 curve', async () => {
    await acting.as(await createTestUser(prod.db));
    const endpoint = 'https://fcm.googleapis.com/fcm/send/keys';
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: [unknown, Record<string, string[]>][] = [
      [{ endpoint }, { keys: ['The subscription keys are required.'] }],
      [{ endpoint, keys: { auth: keys.auth } }, { 'keys.p256dh': ['The p256dh key is required.'] }],
      [{ endpoint, keys: { ...keys, p256dh: 'not base64!' } }, { 'keys.p256dh': ['The p256dh key must be base64url encoded.'] }],
      [
        { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } },
        { 'keys.p256dh': ['The p256dh key must be an uncompressed P-256 public key (65 bytes).'] },
      ],
      [{ endpoint, keys: { ...keys, p256dh: offCurve } }, { 'keys.p256dh': ['The p256dh key is not a point on the P-256 curve.'] }],
      [
        { endpoint, keys: { ...keys, auth: Buffer.alloc(32).toString('base64url') } },
        { 'keys.auth': ['The auth secret must be 16 bytes.'] },
      ],
      [{ keys }, { endpoint: ['The endpoint is required.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await subscribe(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await prod.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', endpoint).execute()).toEqual([]);
  });

  it('never calls a stored endpoint whose name resolves to a private address, and drops it', async () => {
    const ann = await createTestUser(prod.db);
    // as if the name pointed elsewhere when the browser subscribed (DNS rebinding)
    const endpoint = `https://localhost:${new URL(pushService.origin).port}/push/rebound`;
    await prod.db
      .insertInto('push_subscriptions')
      .values({ user_id: ann.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, user_agent: null })
      .execute();
    expect(await sendWebPush(prod, ann.id, message)).toEqual({ delivered: 0, removed: 1 });
    expect(pushService.requestsTo(endpoint)).toEqual([]);
    expect(await prod.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', ann.id).execute()).toEqual([]);
  });
});

describe('sendWebPush', () => {
  it('sends every device of the user an encrypted message it can decrypt, signed with the VAPID key', async () => {
    const [ann, bob] = [await user(), await user()];
    const phone = await subscribedDevice(ann);
    const laptop = await subscribedDevice(ann);
    const bobsDevice = await subscribedDevice(bob);
    await as(ann);
    const { publicKey } = (await call('GET', 'notifications/push/key')).body;

    expect(await sendWebPush(t, ann.id, message)).toEqual({ delivered: 2, removed: 0 });

    expect(pushService.requestsTo(bobsDevice.json.endpoint)).toEqual([]);
    for (const device of [phone, laptop]) {
      const [request, ...more] = pushService.requestsTo(device.json.endpoint);
      expect(more).toEqual([]);
      expect(device.decrypt(request!.body)).toEqual({ ...message });
      expect(request!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
      expect(request!.headers.topic).toMatch(/^[\w-]{32}$/);
      // the other device's keys cannot read it
      expect(() => (device === phone ? laptop : phone).decrypt(request!.body)).toThrow();

      const vapid = readVapid(request!.headers.authorization);
      expect(vapid.valid).toBe(true);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.header.alg).toBe('ES256');
      expect(vapid.claims.aud).toBe(pushService.origin);
      expect(vapid.claims.sub).toBe('mailto:no-reply@localhost');
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    }
    const used = await t.db.selectFrom('push_subscriptions').select('last_used_at').where('user_id', '=', ann.id).execute();
    expect(used.every((r) => r.last_used_at !== null)).toBe(true);
  });

  it('deletes a device whose push service answers 410 Gone or 404, and keeps delivering to the others', async () => {
    const ann = await user();
    const [gone, unknown, kept] = [await subscribedDevice(ann), await subscribedDevice(ann), await subscribedDevice(ann)];
    pushService.answer(gone.json.endpoint, 410);
    pushService.answer(unknown.json.endpoint, 404);

    expect(await sendWebPush(t, ann.id, message)).toEqual({ delivered: 1, removed: 2 });
    expect(await storedEndpoints(ann.id)).toEqual([kept.json.endpoint]);
    expect(pushService.requestsTo(gone.json.endpoint)).toHaveLength(1);

    expect(await sendWebPush(t, ann.id, message)).toEqual({ delivered: 1, removed: 0 });
    expect(pushService.requestsTo(gone.json.endpoint)).toHaveLength(1);
  });

  it('throws when a push service is down (500 or unreachable), after sending to the others, and keeps every device', async () => {
    const ann = await user();
    const [down, fine] = [await subscribedDevice(ann), await subscribedDevice(ann)];
    pushService.answer(down.json.endpoint, 500);

    await expect(sendWebPush(t, ann.id, message)).rejects.toThrow(
      `Web Push failed for 1 of 2 devices (127.0.0.1:${new URL(pushService.origin).port}: HTTP 500)`,
    );
    expect(pushService.requestsTo(fine.json.endpoint)).toHaveLength(1);
    expect(fine.decrypt(pushService.requestsTo(fine.json.endpoint)[0]!.body).title).toBe('New episode');
    expect(await storedEndpoints(ann.id)).toEqual([down.json.endpoint, fine.json.endpoint]);

    // the service recovers: the job's retry delivers
    pushService.answer(down.json.endpoint, 201);
    expect(await sendWebPush(t, ann.id, message)).toEqual({ delivered: 2, removed: 0 });

    const offline = await subscribedDevice(ann);
    await t.db
      .updateTable('push_subscriptions')
      .set({ endpoint: 'http://127.0.0.1:9/push/offline' })
      .where('endpoint', '=', offline.json.endpoint)
      .execute();
    await expect(sendWebPush(t, ann.id, message)).rejects.toThrow('127.0.0.1:9: ECONNREFUSED');
    expect(await storedEndpoints(ann.id)).toContain('http://127.0.0.1:9/push/offline');
  });

  it('does nothing for a user without a subscribed browser', async () => {
    const before = pushService.received.length;
    expect(await sendWebPush(t, (await user()).id, message)).toEqual({ delivered: 0, removed: 0 });
    expect(pushService.received).toHaveLength(before);
  });
});

describe('the browser channel of a published notification', () => {
  // the product's own modules: the notification core's delivery job sends through sendWebPush
  const app = useTestContext({ env: { WEB_PUSH_ALLOW_LOCAL: 'true' } });
  const acting = actingOn(() => app);

  async function device(who: { id: number }, browser: boolean) {
    const sub = browserSubscription(pushService.endpoint());
    await acting.as(who);
    expect((await acting.call('POST', 'notifications/push/subscriptions', sub.json)).status).toBe(201);
    const selections = [{ notif_id: 'billing.renewed', channels: { email: false, browser } }];
    expect((await acting.call('PUT', 'notifications/me/subscriptions', { selections })).status).toBe(200);
    return sub;
  }

  it('reaches the browsers of who chose it, with the first line as title and the link to open', async () => {
    const [ann, bob] = [await createTestUser(app.db), await createTestUser(app.db)];
    const annsPhone = await device(ann, true);
    const bobsPhone = await device(bob, false);

    await publishNotification(app, {
      type: 'billing.renewed',
      audience: { users: [ann.id, bob.id] },
      data: {
        lines: [{ content: 'Your subscription was renewed' }, { content: 'Next charge on 1 March', type: 'secondary' }],
        mainAction: { action: '/billing', label: 'Open' },
      },
    });
    await app.services.jobs.runUntilIdle();

    const [request, ...more] = pushService.requestsTo(annsPhone.json.endpoint);
    expect(more).toEqual([]);
    const notification = await app.db.selectFrom('notifications').select('id').where('user_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(annsPhone.decrypt(request!.body)).toEqual({
      title: 'Your subscription was renewed',
      body: 'Next charge on 1 March',
      url: '/billing',
      icon: null,
      tag: `notification-${notification.id}`,
    });
    expect(pushService.requestsTo(bobsPhone.json.endpoint)).toEqual([]);
  });
});
