import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, DESKTOP, freshPage, PHONE, poll, readDb, signedIn, signInUi, signOutUi, useAccountsServer } from './accounts-kit';
import { screenshot, settled, withScreenshotOnFailure } from './harness';

// The browser channel in real Chromium: /notifications/settings asks for the permission, registers
// the service worker (/sw.js, scope /) and subscribes; the worker shows what is pushed. Headless
// Chromium has no push service of its own (pushManager.subscribe fails without Google's FCM), so
// the success path runs with a stand-in: an init script whose subscribe() hands out a subscription
// on a push service host, with keys made by WebCrypto, as the browser would.

const env = useAccountsServer();
const BLOCKED = 'Notifications blocked. Please enable them for this site from browser settings.';
const STAND_IN_ENDPOINT = 'https://push.example.net/wpush/v2/stand-in-device';

/**
 * Sets the site's notification permission as the user would in the browser's site settings. The
 * DevTools session stays open: closing it would reset the permission to "ask".
 */
async function setNotificationPermission(context: BrowserContext, page: Page, setting: 'granted' | 'denied') {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browserCdp = await context.browser()!.newBrowserCDPSession();
  await browserCdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin: env.server.url,
    browserContextId: targetInfo.browserContextId,
  });
  await cdp.detach();
  return browserCdp;
}

async function openSettings(page: Page) {
  const email = await createUser(env);
  await signInUi(env, page, email);
  await signedIn(env, page);
  await page.goto(`${env.server.url}/notifications/settings`);
  const form = page.getByTestId('notification-settings-page');
  await form.getByLabel('Someone follows me: Browser').waitFor();
  return { form, email };
}

const swRegistration = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return registration ? { scope: registration.scope, script: registration.active?.scriptURL ?? null } : null;
  });

const storedSubscriptions = (email: string) =>
  readDb(env, (db) =>
    db
      .prepare('SELECT s.endpoint, s.p256dh, s.user_agent FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ?')
      .all(email),
  ) as { endpoint: string; p256dh: string; user_agent: string | null }[];

/** The browser's push service, stood in for: subscribe() succeeds and remembers what it was given. */
function standInPushService(endpoint: string) {
  type StandIn = { applicationServerKey?: string; p256dh?: string };
  const w = window as unknown as { __push: StandIn };
  w.__push = {};
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
    const keys = {
      p256dh: b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
    };
    const serverKey = new Uint8Array(options!.applicationServerKey as Uint8Array);
    w.__push = { applicationServerKey: b64(serverKey), p256dh: keys.p256dh };
    current = {
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: serverKey.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
}

/** The id DevTools knows the site's service worker registration by (to deliver a push to it). */
async function registrationId(cdp: CDPSession, scope: string) {
  let id: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    id ??= e.registrations.find((r) => r.scopeURL === scope && !r.isDeleted)?.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await poll(() => id).toBeTruthy();
  return id!;
}

describe('browser notifications (Web Push)', () => {
  it('keeps "browser" off with the spec message while the site may not notify', async () => {
    const { context, page, errors } = await freshPage(env, PHONE);
    await withScreenshotOnFailure(page, 'web-push-denied', async () => {
      const permission = await setNotificationPermission(context, page, 'denied');
      const { form } = await openSettings(page);
      expect(await page.evaluate(() => Notification.permission)).toBe('denied');
      await form.getByLabel('Someone follows me: Browser').click();
      await page.getByText(BLOCKED).first().waitFor();
      expect(await form.getByLabel('Someone follows me: Browser').isChecked()).toBe(false);
      await form.getByLabel('Billing: Browser').click();
      expect(await form.getByLabel('Billing: Browser').isChecked()).toBe(false);
      expect(await swRegistration(page)).toBeNull();
      await screenshot(page, 'web-push-denied-phone');
      await permission.detach();
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers the service worker at scope / when allowed; without a push service the toggle stays off', async () => {
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'web-push-no-push-service', async () => {
      const permission = await setNotificationPermission(context, page, 'granted');
      const { form, email } = await openSettings(page);
      await form.getByLabel('Someone follows me: Browser').click();
      await page.getByText('Could not turn on notifications in this browser. Please try again later.').waitFor();
      expect(await form.getByLabel('Someone follows me: Browser').isChecked()).toBe(false);
      expect(await swRegistration(page)).toEqual({ scope: `${env.server.url}/`, script: `${env.server.url}/sw.js` });
      expect(storedSubscriptions(email)).toEqual([]);

      const sw = await page.request.get(`${env.server.url}/sw.js`);
      expect(sw.headers()['cache-control']).toBe('no-cache');
      expect(sw.headers()['content-type']).toMatch(/javascript/);
      // the worker has no fetch handler: pages still load from the network as before
      await page.reload();
      await form.getByLabel('Someone follows me: Browser').waitFor();
      await permission.detach();
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes this browser, shows what is pushed, and forgets the browser on sign-out', async () => {
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'web-push-subscribed', async () => {
      await context.addInitScript(standInPushService, STAND_IN_ENDPOINT);
      const permission = await setNotificationPermission(context, page, 'granted');
      const { form, email } = await openSettings(page);

      await form.getByLabel('Someone follows me: Browser').click();
      await poll(() => form.getByLabel('Someone follows me: Browser').isChecked()).toBe(true);
      const { publicKey } = await (await page.request.get(`${env.server.url}/api/v1/notifications/push/key`)).json();
      const given = await page.evaluate(() => (window as unknown as { __push: { applicationServerKey: string; p256dh: string } }).__push);
      expect(given.applicationServerKey).toBe(publicKey);
      expect(storedSubscriptions(email)).toEqual([
        { endpoint: STAND_IN_ENDPOINT, p256dh: given.p256dh, user_agent: 'Chrome Headless on Linux' },
      ]);

      // a group header turns the rest on without asking again
      await form.getByLabel('Billing: Browser').check();
      await form.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Updated preferences').waitFor();
      await settled(page);
      await screenshot(page, 'web-push-subscribed-desktop');

      // the service worker shows a pushed message with its link (DevTools now and then drops a
      // push sent while the worker starts up: sent again until shown; the tag keeps it one)
      const cdp = await context.newCDPSession(page);
      const message = {
        title: 'Severance',
        body: 'S02E05 is ready to watch.',
        url: '/titles/7/season/2/episode/5',
        icon: null,
        tag: 'notification-41',
      };
      const push = {
        origin: env.server.url,
        registrationId: await registrationId(cdp, `${env.server.url}/`),
        data: JSON.stringify(message),
      };
      const pushAndShow = async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', push);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data,
          })),
        );
      };
      await poll(pushAndShow).toEqual([
        { title: 'Severance', body: 'S02E05 is ready to watch.', tag: 'notification-41', data: { url: `${env.server.url}${message.url}` } },
      ]);
      await cdp.detach();

      // signing out forgets this browser; back in, the page offers to turn it on again
      await signOutUi(env, page);
      await poll(() => storedSubscriptions(email)).toEqual([]);
      await signInUi(env, page, email);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/notifications/settings`);
      const notice = page.getByTestId('browser-push-notice');
      await notice.getByText('Browser notifications are on, but this browser is not set up to show them yet.').waitFor();
      await settled(page);
      await screenshot(page, 'web-push-notice-desktop');
      await page.setViewportSize(PHONE);
      await settled(page);
      await screenshot(page, 'web-push-notice-phone');
      await notice.getByRole('button', { name: 'Turn on in this browser' }).click();
      await notice.waitFor({ state: 'detached' });
      expect(storedSubscriptions(email)).toHaveLength(1);
      await permission.detach();
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
