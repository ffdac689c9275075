import { api } from './client';
import { http } from './http';

// Web Push for this browser: the service worker (/sw.js, scope /) shows what the server sends to
// the subscription stored under /api/v1/notifications/push. The user's per-type "browser" choices
// decide what is sent; this file only makes sure this browser can receive it.

export type BrowserPushResult = 'subscribed' | 'denied' | 'unsupported';
/** Whether this browser shows the user's browser notifications: `off` means it could, once asked. */
export type BrowserPushState = 'subscribed' | 'off' | 'blocked' | 'unsupported';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';

const base64urlBytes = (value: string) => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

export async function browserPushState(): Promise<BrowserPushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ? 'subscribed' : 'off';
}

/**
 * Asks for the Notification permission (call it from the click that turns "browser" on: the
 * prompt comes first, before anything else is awaited), registers the service worker, subscribes
 * with the server's VAPID key and stores the subscription for the signed-in user. Throws when the
 * browser or the server fails (e.g. no push service reachable).
 */
export async function subscribeThisBrowser(): Promise<BrowserPushResult> {
  if (!supported()) return 'unsupported';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = base64urlBytes((await api.get('notifications/push/key')).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // made with another install's key (a restored backup, a reinstall): the push service would refuse us
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  await http.post('notifications/push/subscriptions', { endpoint, keys });
  return 'subscribed';
}

/**
 * On sign-out: the server forgets this browser and the browser drops its subscription, so the
 * next person signed in here never sees the previous one's notifications. Never throws.
 */
export async function forgetThisBrowser() {
  try {
    if (!supported()) return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await http.delete('notifications/push/subscriptions', undefined, { body: { endpoint: subscription.endpoint } }).catch(() => {});
    await subscription.unsubscribe();
  } catch {
    // signing out goes on whatever the browser says
  }
}
