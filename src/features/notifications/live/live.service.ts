import type { ActorDeps } from '../../../deps';
import { EventStreams, type LiveStream } from '../../../http/event-stream';
import { listNotifications } from '../notifications.service';

// The bell's live stream: an `unread` event whenever the user's notifications change, woken by the
// process's NotificationFeed (no stream polls the database on its own).

/** A stream ends after this long (EventSource reconnects with Last-Event-ID); a random part spreads the reconnects. */
export const STREAM_MAX_MS = 10 * 60_000;
export const STREAM_JITTER_MS = 2 * 60_000;
/** Comment lines this often keep proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long EventSource waits before reconnecting. */
export const RETRY_MS = 3000;
/** At most this many new notifications ride in one event (the bell shows ten). */
const LATEST = 10;

/** One per tab: beyond ten streams of a user, the oldest is closed (and told not to come back). */
export const notificationStreams = new EventStreams({ perUser: 10 });

/** The event a closed oldest stream receives: its client stops reconnecting. */
export const SUPERSEDED_EVENT = { event: 'superseded', data: '{}' };

/** A Last-Event-ID is the newest notification id the client has seen; anything else is ignored. */
export function parseCursor(value: string | undefined) {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Sends `unread` events ({ unreadCount, latest }) to the signed-in user until the stream ends: one
 * at once (with `latest` = unread ones newer than `cursor` when the client reconnects), then one
 * whenever the count changes or new ones arrive. The event id is the newest id sent so far.
 */
export async function streamUnread(deps: ActorDeps, live: LiveStream, cursor: number | null) {
  const userId = deps.auth.user!.id;
  let changed = true;
  let wake = () => {};
  const unwatch = await deps.services.notificationFeed.watch(userId, () => {
    changed = true;
    wake();
  });
  const offEnd = live.onEnd(() => wake());
  try {
    let sentCount: number | null = null;
    let seenAt: string | null = null;
    while (!live.ended) {
      if (!changed) await new Promise<void>((resolve) => (wake = resolve));
      if (live.ended) break;
      changed = false;
      const page = await listNotifications(deps, { unread: 'true', page: 1, perPage: LATEST });
      // new ones have a higher id; one merged into an unread one (a batched type) moves its time
      const latest = cursor === null ? [] : page.data.filter((n) => n.id > cursor! || (seenAt !== null && n.created_at > seenAt));
      cursor = Math.max(cursor ?? 0, ...page.data.map((n) => n.id));
      seenAt = page.data.reduce((at, n) => (n.created_at > at ? n.created_at : at), seenAt ?? '');
      if (sentCount === page.total && !latest.length) continue;
      await live.send({
        event: 'unread',
        id: String(cursor),
        data: JSON.stringify({ unreadCount: page.total, latest }),
        ...(sentCount === null && { retry: RETRY_MS }),
      });
      sentCount = page.total;
    }
  } finally {
    offEnd();
    unwatch();
  }
}
