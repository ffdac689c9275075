import type { Deps } from '../../../deps';
import { tooManyRequests } from '../../../http/errors';
import { EventStreams } from '../../../http/event-stream';
import { queueCounts } from '../queue/queue.service';
import { latestJobNamed } from '../queue/queue.queries';
import { REBUILD_JOB } from '../search-index/search-index.service';
import { runningJobs } from './live.queries';

// Live updates for the admin (settings > queue, search, websockets): one Server-Sent Events stream
// per open page, over the same HTTP port as everything else. Marquee runs no WebSocket server.

/** How often a stream sends the queue's state. */
export const LIVE_INTERVAL_MS = 1000;
/** A stream ends after this long; EventSource reconnects by itself, so a stuck one cannot linger. */
export const LIVE_MAX_MS = 5 * 60_000;

/** The admin streams of this process: a few per user, then 429. */
export const adminStreams = new EventStreams({
  perUser: 4,
  refuse: () => tooManyRequests(30, 'Too many live update streams are open. Close some admin tabs and try again.'),
});

/** Open streams of this process (the websockets tab shows it). */
export function liveStatus() {
  return {
    transport: 'Server-Sent Events',
    endpoint: '/api/v1/settings/live',
    open_streams: adminStreams.size,
    interval_ms: LIVE_INTERVAL_MS,
  };
}

/** One event's data: queue counts, the running jobs with their progress, the latest index rebuild. */
export async function liveSnapshot(deps: Deps) {
  const [counts, running, rebuild] = await Promise.all([queueCounts(deps), runningJobs(deps.db), latestJobNamed(deps.db, REBUILD_JOB)]);
  return {
    counts,
    running: running.map((j) => ({ ...j, progress: Number(j.progress) })),
    rebuild: rebuild
      ? { id: rebuild.id, status: rebuild.status, progress: Number(rebuild.progress), message: rebuild.progress_message }
      : null,
    streams: adminStreams.size,
  };
}
