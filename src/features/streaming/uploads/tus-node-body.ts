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

/** The method a tus request stands for: tus-js-client's overridePatchMethod posts PATCH and DELETE with X-HTTP-Method-Override. */
function tusMethod(request: Request) {
  const override = request.method === 'POST' ? request.headers.get('x-http-method-override')?.toUpperCase() : undefined;
  return override === 'PATCH' || override === 'DELETE' ? override : request.method;
}

/**
 * The request @tus/server gets: an overridden POST becomes the PATCH/DELETE it stands for (the app's
 * method-override middleware leaves tus paths alone, so no chunk is read into memory), and a PATCH
 * whose node request is still unread gets a marker body that pumpNodeBody reads from the socket.
 */
export function tusRequest(request: Request, incoming: IncomingMessage | undefined): Request {
  const method = tusMethod(request);
  if (method === request.method && method !== 'PATCH') return request;
  const headers = new Headers(request.headers);
  headers.delete('x-http-method-override');
  if (method === 'PATCH' && incoming && incoming.method === request.method && !incoming.readableDidRead) {
    const marker = new ReadableStream();
    nodeBodies.set(marker, incoming);
    return new Request(request.url, { method, headers, body: marker, duplex: 'half', signal: request.signal } as RequestInit);
  }
  if (method === request.method) return request;
  // no node request at hand (app.request in tests): the web body, still streamed
  return new Request(request.url, {
    method,
    headers,
    body: method === 'PATCH' ? request.body : null,
    duplex: 'half',
    signal: request.signal,
  } as RequestInit);
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
