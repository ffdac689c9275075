import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { resolvePath } from '../api/http';
import { applyUnreadUpdate, notificationsQuery, type UnreadUpdate } from './notifications-data';
import { createStore, useStore } from './store';

// The bell's unread count and list stay current over one Server-Sent Events stream per tab
// (GET notifications/live). When the stream cannot get through (a proxy that blocks or buffers
// it), the tab polls instead: once a minute, backing off on errors, never while it is hidden.

/** How often the fallback polls while the tab is visible. */
export const POLL_MS = 60_000;
const MAX_POLL_MS = 15 * 60_000;
/** Errors in a row, with no event between them, before the tab gives up on the stream for a while. */
const FAILURES_BEFORE_POLLING = 3;
/** The stream sends its first event at once: silence this long means something holds it back. */
const FIRST_EVENT_MS = 20_000;
/** How long a polling tab waits before it tries the stream again. */
const LIVE_RETRY_MS = 5 * 60_000;
const CLOSE_GRACE_MS = 1000;
const POLL_PARAMS = { unread: 'true', perPage: 5 };

type Mode = 'live' | 'poll';
const mode = createStore<Mode>('live');

let users = 0;
let source: EventSource | null = null;
let cursor: string | null = null;
let failures = 0;
let heardSinceError = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let closing: ReturnType<typeof setTimeout> | undefined;
/** After 'superseded' (this user opened too many tabs), live again only when this tab is looked at. */
let waitForVisible = false;
let pollErrors = 0;

function open() {
  clearTimeout(timer);
  source?.close();
  if (typeof EventSource === 'undefined') return mode.set('poll');
  mode.set('live');
  heardSinceError = false;
  // a stream we open again resumes after the newest notification this tab has seen
  const url = resolvePath(cursor ? `notifications/live?lastEventId=${cursor}` : 'notifications/live');
  const es = new EventSource(url, { withCredentials: true });
  source = es;
  const watchdog = () => {
    clearTimeout(timer);
    timer = setTimeout(failed, FIRST_EVENT_MS);
  };
  watchdog();
  es.addEventListener('unread', (e) => {
    heardSinceError = true;
    failures = 0;
    clearTimeout(timer);
    cursor = e.lastEventId || cursor;
    try {
      applyUnreadUpdate(JSON.parse(e.data) as UnreadUpdate, [POLL_PARAMS]);
    } catch {
      // a malformed event is skipped; the next one carries the whole count again
    }
  });
  es.addEventListener('superseded', () => {
    waitForVisible = true;
    poll(null);
  });
  es.addEventListener('error', () => {
    // a stream that worked and ended (its lifetime, a server restart): the browser reconnects by itself
    if (heardSinceError && es.readyState !== EventSource.CLOSED) {
      heardSinceError = false;
      return watchdog();
    }
    failed();
  });
}

/** An attempt that brought no event: try again after a growing pause, or fall back to polling. */
function failed() {
  failures++;
  if (failures >= FAILURES_BEFORE_POLLING) return poll(LIVE_RETRY_MS);
  source?.close();
  clearTimeout(timer);
  timer = setTimeout(open, 1000 * 2 ** failures);
}

/** Stops the stream and polls; `retryMs` later (or, with null, when the tab is shown again) tries the stream again. */
function poll(retryMs: number | null) {
  source?.close();
  source = null;
  clearTimeout(timer);
  failures = 0;
  mode.set('poll');
  if (retryMs !== null) timer = setTimeout(retryWhenVisible, retryMs);
}

function retryWhenVisible() {
  if (document.visibilityState === 'visible') open();
  else waitForVisible = true;
}

function onVisibility() {
  if (document.visibilityState !== 'visible' || mode.get() !== 'poll' || !waitForVisible) return;
  waitForVisible = false;
  open();
}

/** The tab's one stream opens with the first bell and closes a moment after the last one goes. */
function connect() {
  clearTimeout(closing);
  if (users++ === 0 && !source && mode.get() === 'live') {
    document.addEventListener('visibilitychange', onVisibility);
    open();
  }
  return () => {
    if (--users > 0) return;
    closing = setTimeout(() => {
      source?.close();
      source = null;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      // the next user of this tab (after a sign-out) starts afresh
      [cursor, failures, waitForVisible] = [null, 0, false];
      mode.set('live');
    }, CLOSE_GRACE_MS);
  };
}

const pollQuery = notificationsQuery(POLL_PARAMS);

/**
 * Keeps the bell's unread count and dropdown current while the app is open: live over the tab's
 * stream, or by the fallback poll when the stream does not get through.
 */
export function useLiveNotifications() {
  const current = useStore(mode);
  useEffect(connect, []);
  const seen = useRef<number | null>(null);
  const polled = useQuery({
    queryKey: pollQuery.queryKey,
    queryFn: async () => {
      try {
        const page = await pollQuery.queryFn();
        pollErrors = 0;
        return page;
      } catch (err) {
        pollErrors++;
        throw err;
      }
    },
    enabled: current === 'poll',
    refetchInterval: () => Math.min(POLL_MS * 2 ** pollErrors, MAX_POLL_MS),
    // always stale, so returning to the tab checks at once; a hidden tab does not poll
    staleTime: 0,
    refetchOnWindowFocus: true,
    meta: { silent: true },
    retry: false,
  });
  useEffect(() => {
    const page = polled.data?.pagination;
    if (!page || current !== 'poll') return;
    const latest = seen.current === null ? [] : page.data.filter((n) => n.id > seen.current!);
    seen.current = Math.max(seen.current ?? 0, page.data[0]?.id ?? 0);
    applyUnreadUpdate({ unreadCount: page.total ?? 0, latest }, [POLL_PARAMS]);
  }, [polled.data, current]);
}
