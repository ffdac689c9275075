import zlib from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Bodies under this many bytes are sent as they are. */
export const MIN_BYTES = 1024;

/**
 * The encoding to use from an Accept-Encoding header: brotli, else gzip, each only when its q-value
 * (or that of `*`) is above 0 (`br;q=0` refuses brotli).
 */
export function pickEncoding(accept: string): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
}

/**
 * The body compressed as compress() sends it (brotli quality 4, gzip level 6), in a buffer of its
 * own exact size: zlib writes into chunks of 16–64 KB and hands back a view of the last one, so a
 * 2 KB cached body would otherwise hold a whole chunk alive for as long as the cache keeps it.
 */
export function encodeBody(raw: Buffer, encoding: 'br' | 'gzip') {
  const chunkSize = Math.min(Math.max(raw.byteLength, zlib.constants.Z_MIN_CHUNK), 64 * 1024);
  const encoded =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, {
          chunkSize,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
        })
      : zlib.gzipSync(raw, { level: 6, chunkSize });
  if (encoded.buffer.byteLength === encoded.byteLength) return encoded;
  const exact = Buffer.allocUnsafeSlow(encoded.byteLength);
  encoded.copy(exact);
  return exact;
}

/** Brotli or gzip for text responses over 1 KB, chosen by Accept-Encoding (brotli preferred). */
export const compress = () =>
  createMiddleware(async (c, next) => {
    await next();
    // the cheap checks first: reading res.body turns @hono/node-server's lightweight response into a
    // full web Response with a stream, taking it off its fast path (most API clients send no
    // Accept-Encoding at all)
    if (c.req.method === 'HEAD') return;
    const encoding = pickEncoding(c.req.header('accept-encoding') ?? '');
    if (!encoding) return;
    const res = c.res;
    if (res.status === 204 || res.status === 304 || res.status === 206) return;
    const type = res.headers.get('content-type') ?? '';
    // an event stream never ends: compressing would wait for it forever
    if (!COMPRESSIBLE.test(type) || type.startsWith('text/event-stream') || res.headers.has('content-encoding')) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    if (!res.body) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (raw.byteLength < MIN_BYTES) {
      c.res = new Response(raw, { status: res.status, headers });
      return;
    }
    const body = encodeBody(raw, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    // Assigning c.res copies the old response's headers over the new one's: the handler's own
    // Content-Length would then describe the uncompressed body and truncate what clients read.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  });
