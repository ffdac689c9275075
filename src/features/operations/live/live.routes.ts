import { streamSSE } from 'hono/streaming';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { LIVE_INTERVAL_MS, LIVE_MAX_MS, liveSnapshot, openLiveStream } from './live.service';

/** Mounted at settings/live: the admin's live update stream (text/event-stream). */
export const liveRoutes = createRouter().get('/', requirePermission('settings.update'), (c) => {
  let stop = () => {};
  const closed = new Promise<void>((resolve) => (stop = resolve));
  const release = openLiveStream(c.var.auth.user!.id, () => stop());
  // the /api ETag middleware would read the whole (endless) body to hash it: give it one
  c.header('ETag', `W/"live-${Date.now().toString(36)}"`);
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => stop());
    const deadline = Date.now() + LIVE_MAX_MS;
    let id = 0;
    try {
      await stream.writeSSE({ event: 'hello', data: '{}', retry: 2000 });
      while (!stream.aborted && !stream.closed && Date.now() < deadline) {
        await stream.writeSSE({ event: 'state', id: String(++id), data: JSON.stringify(await liveSnapshot(c.var)) });
        const ended = await Promise.race([
          closed.then(() => true),
          new Promise<boolean>((r) => setTimeout(() => r(false), LIVE_INTERVAL_MS)),
        ]);
        if (ended) break;
      }
    } finally {
      release();
    }
  });
});
