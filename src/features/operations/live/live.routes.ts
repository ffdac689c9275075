import { createRouter } from '../../../http/app-env';
import { eventStream } from '../../../http/event-stream';
import { requirePermission } from '../../../http/guard';
import { respondsFile } from '../../../http/responds';
import { adminStreams, LIVE_INTERVAL_MS, LIVE_MAX_MS, liveSnapshot } from './live.service';

/** Mounted at settings/live: the admin's live update stream (text/event-stream). */
export const liveRoutes = createRouter().get(
  '/',
  requirePermission('settings.update'),
  respondsFile(
    ['text/event-stream'],
    'Server-sent events: `hello`, then a `state` snapshot of the queue and connections every few seconds.',
  ),
  (c) =>
    eventStream(c, { streams: adminStreams, userId: c.var.auth.user!.id, maxMs: LIVE_MAX_MS }, async (live) => {
      await live.send({ event: 'hello', data: '{}', retry: 2000 });
      for (let id = 1; !live.ended; id++) {
        await live.send({ event: 'state', id: String(id), data: JSON.stringify(await liveSnapshot(c.var)) });
        await live.sleep(LIVE_INTERVAL_MS);
      }
    }),
);
