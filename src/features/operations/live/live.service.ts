import type { Deps } from '../../../deps';
import { tooManyRequests } from '../../../http/errors';
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
const PER_USER = 4;

interface Stream {
  userId: number;
  close: () => void;
}
const open = new Set<Stream>();
let hooked = false;

/** Open streams of this process (the websockets tab shows it). */
export function liveStatus() {
  return { transport: 'Server-Sent Events', endpoint: '/api/v1/settings/live', open_streams: open.size, interval_ms: LIVE_INTERVAL_MS };
}

/**
 * Registers a stream; refused (429) beyond a few per user. On SIGTERM/SIGINT every stream ends at
 * once so a graceful shutdown does not wait for them.
 */
export function openLiveStream(userId: number, close: () => void) {
  if ([...open].filter((s) => s.userId === userId).length >= PER_USER) {
    throw tooManyRequests(30, 'Too many live update streams are open. Close some admin tabs and try again.');
  }
  if (!hooked) {
    hooked = true;
    const closeAll = () => [...open].forEach((s) => s.close());
    process.once('SIGTERM', closeAll);
    process.once('SIGINT', closeAll);
  }
  const stream: Stream = { userId, close };
  open.add(stream);
  return () => open.delete(stream);
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
    streams: open.size,
  };
}
