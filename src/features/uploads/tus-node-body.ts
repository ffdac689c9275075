import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Server } from '@tus/server';
import { type CancellationContext, ERRORS, StreamLimiter, type Upload } from '@tus/utils';

// The byte pump of tus PATCH requests, straight from the node socket to the file. @tus/server reads
// bodies as web streams (node -> web -> node again), which costs a copy-heavy hop per 64 KB chunk
// and keeps far more buffers alive between collections; under @hono/node-server the untouched
// IncomingMessage is at hand, so PATCH bodies skip the round trip. Everything else (locks, offsets,
// lengths, responses) stays @tus/server's own.

/** Marker body streams standing for a node request, handed to @tus/server in place of its body. */
const nodeBodies = new WeakMap<ReadableStream, IncomingMessage>();

type WriteToStore = (body: ReadableStream | null, upload: Upload, maxFileSize: number, context: CancellationContext) => Promise<number>;

/** Routes PATCH bodies that carry a marker to pumpNodeBody; anything else takes @tus/server's path. */
export function installNodeBodyPump(server: Server) {
  const handler = server.handlers.PATCH as unknown as { writeToStore: WriteToStore };
  const original = handler.writeToStore.bind(handler);
  handler.writeToStore = (body, upload, maxFileSize, context) => {
    const incoming = body ? nodeBodies.get(body) : undefined;
    return incoming ? pumpNodeBody(server, incoming, upload, maxFileSize, context) : original(body, upload, maxFileSize, context);
  };
}

/**
 * A copy of `request` whose body reads from the node request, when that one is still unread and
 * is the same PATCH (a method-overridden POST was already read into memory by then: null).
 */
export function withNodeBody(request: Request, incoming: IncomingMessage | undefined): Request | null {
  if (request.method !== 'PATCH' || !incoming || incoming.method !== 'PATCH' || incoming.readableDidRead) return null;
  const marker = new ReadableStream();
  nodeBodies.set(marker, incoming);
  return new Request(request.url, { method: 'PATCH', headers: request.headers, body: marker, duplex: 'half', signal: request.signal } as RequestInit);
}

async function pumpNodeBody(server: Server, incoming: IncomingMessage, upload: Upload, maxFileSize: number, context: CancellationContext) {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  // a proxy, so that cancelling (another request wants the lock) ends the write without killing the socket
  const proxy = new PassThrough({ highWaterMark: 1 << 20 });
  let sourceError: unknown = null;
  const onError = (err: unknown) => {
    sourceError = err;
    incoming.unpipe(proxy);
    if (!context.signal.aborted) proxy.destroy(err as Error);
  };
  const onAbort = () => {
    incoming.unpipe(proxy);
    if (!proxy.destroyed) proxy.end();
  };
  incoming.on('error', onError);
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await pipeline(incoming.pipe(proxy), new StreamLimiter(maxFileSize), (stream) =>
      server.datastore.write(stream as unknown as Parameters<typeof server.datastore.write>[0], upload.id, upload.offset),
    );
  } catch (err) {
    incoming.unpipe(proxy);
    throw (sourceError !== null && err === sourceError) || (err instanceof Error && err.name === 'AbortError') ? ERRORS.ABORTED : err;
  } finally {
    incoming.off('error', onError);
    context.signal.removeEventListener('abort', onAbort);
  }
}
