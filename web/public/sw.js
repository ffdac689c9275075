// Marquee's service worker: shows Web Push notifications (the "browser" channel) and opens their
// link when clicked. It has no fetch handler and caches nothing, so every request goes to the
// network exactly as without it. Served at /sw.js with Cache-Control: no-cache (scope /).

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The URL to open: a path or URL of this site; anything else opens the home page. */
function siteUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

// The server sends JSON: { title, body, url, icon, tag } (src/features/notifications/push/push.service.ts).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data.text() };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || self.location.hostname, {
      body: message.body || '',
      icon: message.icon || undefined,
      tag: message.tag || undefined,
      data: { url: siteUrl(message.url) },
    }),
  );
});

// Focuses a tab of the site and takes it to the link, or opens a new window when none is open.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = siteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        try {
          const focused = await tab.focus();
          await focused.navigate(url);
          return;
        } catch {
          // a tab this worker does not control cannot be navigated: open the link instead
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

// The push service replaced this browser's subscription: store the new one for the signed-in user.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const options = event.oldSubscription && event.oldSubscription.options;
      const subscription = event.newSubscription || (options && (await self.registration.pushManager.subscribe(options).catch(() => null)));
      if (!subscription) return;
      const { endpoint, keys } = subscription.toJSON();
      await fetch('/api/v1/notifications/push/subscriptions', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ endpoint, keys }),
      }).catch(() => {});
    })(),
  );
});
