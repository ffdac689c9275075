import type { Context } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import type { AppEnv } from './app-env';

// Server-Sent Events over the ordinary HTTP port (Marquee runs no WebSocket server): what the
// admin's live tab and the notification bell's stream share. A stream is endless, so it must never
// be buffered or hashed, must end on its own (EventSource reconnects) and must end at shutdown.

interface OpenStream {
  userId: number;
  close: () => void;
}

const everyStream = new Set<OpenStream>();
let shutdownHooked = false;

/** On SIGTERM/SIGINT every stream ends at once, so a graceful shutdown does not wait for them. */
function hookShutdown() {
  if (shutdownHooked) return;
  shutdownHooked = true;
  const closeAll = () => [...everyStream].forEach((s) => s.close());
  process.once('SIGTERM', closeAll);
  process.once('SIGINT', closeAll);
}

/**
 * The open streams of one kind in this process, at most `perUser` per user: beyond that a new one
 * is refused (`refuse` throws) or the user's oldest is closed (`closeOldest`).
 */
export class EventStreams {
  private readonly open: OpenStream[] = [];

  constructor(private readonly limit: { perUser: number; refuse?: () => Error }) {}

  get size() {
    return this.open.length;
  }

  /** Registers a stream (its `close` ends it early); returns the function that unregisters it. */
  add(userId: number, close: () => void) {
    const mine = this.open.filter((s) => s.userId === userId);
    if (mine.length >= this.limit.perUser) {
      if (this.limit.refuse) throw this.limit.refuse();
      mine.slice(0, mine.length - this.limit.perUser + 1).forEach((s) => s.close());
    }
    hookShutdown();
    const stream: OpenStream = { userId, close };
    this.open.push(stream);
    everyStream.add(stream);
    return () => {
      const at = this.open.indexOf(stream);
      if (at >= 0) this.open.splice(at, 1);
      everyStream.delete(stream);
    };
  }
}

export interface LiveStream {
  send(message: SSEMessage): Promise<void>;
  /** True once the client left, the lifetime passed, the user opened too many or the server stops. */
  readonly ended: boolean;
  /** Calls `listener` once when the stream ends (at once if it has); returns what unsubscribes it. */
  onEnd(listener: () => void): () => void;
  /** Resolves after `ms`, or earlier when the stream ends. */
  sleep(ms: number): Promise<void>;
}

export interface EventStreamOptions {
  streams: EventStreams;
  userId: number;
  /** The stream ends after this long; the client's EventSource reconnects by itself. */
  maxMs: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs?: number;
  /** Sent to a stream closed because the user opened too many, so that client does not reconnect. */
  supersededEvent?: SSEMessage;
}

/**
 * Answers with a text/event-stream that `run` writes to until it returns or the stream ends.
 * Registration happens before the response starts, so a refusal is an ordinary error response.
 */
export function eventStream(c: Context<AppEnv>, opts: EventStreamOptions, run: (live: LiveStream) => Promise<void>) {
  let ended = false;
  let superseded = false;
  const listeners = new Set<() => void>();
  const end = () => {
    if (ended) return;
    ended = true;
    listeners.forEach((l) => l());
    listeners.clear();
  };
  const onEnd = (listener: () => void) => {
    if (ended) listener();
    else listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const release = opts.streams.add(opts.userId, () => {
    superseded = true;
    end();
  });
  // the /api ETag middleware would read the whole (endless) body to hash it: give it one
  c.header('ETag', `W/"live-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}"`);
  // nginx buffers responses unless told not to; an event sitting in a buffer is not live
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const live: LiveStream = {
      send: (message) => stream.writeSSE(message),
      get ended() {
        return ended || stream.aborted || stream.closed;
      },
      onEnd,
      sleep: (ms) =>
        new Promise<void>((resolve) => {
          const off = onEnd(() => {
            clearTimeout(timer);
            resolve();
          });
          const timer = setTimeout(() => {
            off();
            resolve();
          }, ms);
        }),
    };
    stream.onAbort(end);
    const lifetime = setTimeout(end, opts.maxMs);
    const heartbeat = opts.heartbeatMs ? setInterval(() => void stream.write(': keep-alive\n\n'), opts.heartbeatMs) : null;
    try {
      await run(live);
      // a stream closed for a newer one says so, so that client does not reconnect and close another
      if (superseded && opts.supersededEvent && !stream.aborted) await stream.writeSSE(opts.supersededEvent);
    } catch (err) {
      // the response has started: all that is left is to log it and end the stream
      c.var.log.error({ err }, 'event stream failed');
    } finally {
      // ended by the client, the lifetime or the server: wake anything still waiting on it
      end();
      clearTimeout(lifetime);
      if (heartbeat) clearInterval(heartbeat);
      release();
    }
  });
}
