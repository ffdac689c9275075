import zlib from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** Brotli or gzip for text responses over 1 KB, chosen by Accept-Encoding (brotli preferred). */
export const compress = () =>
  createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || res.status === 206) return;
    const accept = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (!encoding) return;
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const raw = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (raw.byteLength < MIN_BYTES) {
      c.res = new Response(raw, { status: res.status, headers });
      return;
    }
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
          })
        : zlib.gzipSync(raw, { level: 6 });
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    c.res = new Response(body, { status: res.status, headers });
  });
