import { createRouter } from '../../../http/app-env';
import { eventStream } from '../../../http/event-stream';
import { requireUser } from '../../../http/guard';
import { respondsFile } from '../../../http/responds';
import {
  HEARTBEAT_MS,
  notificationStreams,
  parseCursor,
  STREAM_JITTER_MS,
  STREAM_MAX_MS,
  streamUnread,
  SUPERSEDED_EVENT,
} from './live.service';

/** Mounted at notifications/live: the bell's unread count and new notifications (text/event-stream). */
const stream = respondsFile(
  ['text/event-stream'],
  "Server-sent events: the bell's unread count and each new notification, with heartbeats; reconnect with Last-Event-ID.",
);

export const notificationsLiveRoutes = createRouter().get('/', stream, (c) => {
  const me = requireUser(c.var.auth);
  // EventSource sends Last-Event-ID when it reconnects; a client starting over may pass it in the query
  const cursor = parseCursor(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
  const options = {
    streams: notificationStreams,
    userId: me.id,
    maxMs: STREAM_MAX_MS + Math.random() * STREAM_JITTER_MS,
    heartbeatMs: HEARTBEAT_MS,
    supersededEvent: SUPERSEDED_EVENT,
  };
  return eventStream(c, options, (live) => streamUnread(c.var, live, cursor));
});
