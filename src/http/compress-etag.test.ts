import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { productRoutes } from '../features';
import { api } from '../features/module';
import { createTestContext, useTestContext } from '../testing/harness';
import { createRouter } from './app-env';
import { encodeBody } from './compress';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Title number ${i}` })) };
const sized = createRouter()
  .get('/test-size/big', (c) => c.json(big))
  .get('/test-size/small', (c) => c.json({ ok: true }))
  .post('/test-size/big', (c) => c.json(big))
  // a handler that states its own Content-Length (downloads do)
  .get('/test-size/sized', () => {
    const text = JSON.stringify(big);
    return new Response(text, { headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } });
  });
// mounted after the product's routers, before the /api/v1 404 fallback
const routes = [...productRoutes, api('/', sized)];

describe('compression, ETag and security headers on API responses', () => {
  const t = useTestContext({ routes });

  it('brotli-compresses bodies over 1 KB when br is accepted, preferring br to gzip', async () => {
    const res = await t.request('/api/v1/test-size/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const raw = Buffer.from(await res.arrayBuffer());
    expect(JSON.parse(zlib.brotliDecompressSync(raw).toString())).toEqual(big);
    expect(raw.byteLength).toBeLessThan(JSON.stringify(big).length);
  });

  it('sends a whole, decodable body when the handler set its own Content-Length', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await t.request('/api/v1/test-size/sized', { headers: { 'accept-encoding': encoding } });
      const raw = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBe(raw.byteLength);
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : zlib.gunzipSync(raw);
      expect(JSON.parse(decoded.toString())).toEqual(big);
    }
  });

  it('honours q-values: a refused encoding (q=0) is never used', async () => {
    const noBr = await t.request('/api/v1/test-size/big', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers.get('content-encoding')).toBe('gzip');
    const none = await t.request('/api/v1/test-size/big', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.json()).toEqual(big);
    const star = await t.request('/api/v1/test-size/big', { headers: { 'accept-encoding': '*' } });
    expect(star.headers.get('content-encoding')).toBe('br');
  });

  it('gzips when only gzip is accepted', async () => {
    const res = await t.request('/api/v1/test-size/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('does not compress without Accept-Encoding or for bodies under 1 KB', async () => {
    const plain = await t.request('/api/v1/test-size/big', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
    const small = await t.request('/api/v1/test-size/small', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it('sends an ETag on API GETs and answers 304 to a matching If-None-Match', async () => {
    const first = await t.request('/api/v1/test-size/big');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await t.request('/api/v1/test-size/big', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // the compressed variant keeps the same validator
    const br = await t.request('/api/v1/test-size/big', { headers: { 'if-none-match': etag!, 'accept-encoding': 'br' } });
    expect(br.status).toBe(304);
    const changed = await t.request('/api/v1/test-size/small', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
  });

  it('sends no ETag on writes', async () => {
    const res = await t.request('/api/v1/test-size/big', { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
    const kept = await t.request('/api/v1/test-size/small', { headers: { 'x-request-id': 'edge-proxy-1234' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-proxy-1234');
    const replaced = await t.request('/api/v1/test-size/small', { headers: { 'x-request-id': 'bad id <script>' } });
    const id = replaced.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,64}$/);
    // each request gets its own
    const other = await t.request('/api/v1/test-size/small');
    expect(other.headers.get('x-request-id')).not.toBe(id);
  });

  it('sends the security headers on API responses too', async () => {
    const res = await t.request('/api/v1/test-size/small');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,64}$/);
  });
});

describe('security headers on API responses', () => {
  it('sends a fixed strict set without a nonce, and never the page CSP', async () => {
    const t = await createTestContext({ routes });
    try {
      const res = await t.request('/api/v1/bootstrap-data');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('nonce-');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    } finally {
      await t.close();
    }
  });
});

describe('encodeBody', () => {
  it('gives each encoded body a buffer of its own size, so a cache of them holds no spare chunks', () => {
    for (const size of [1_100, 20_000, 200_000]) {
      const raw = Buffer.from(JSON.stringify({ text: 'x'.repeat(size) }).replace(/x/g, (_, i: number) => String(i % 97)));
      for (const encoding of ['br', 'gzip'] as const) {
        const encoded = encodeBody(raw, encoding);
        expect(encoded.buffer.byteLength).toBe(encoded.byteLength);
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(encoded) : zlib.gunzipSync(encoded);
        expect(decoded.equals(raw)).toBe(true);
      }
    }
  });
});
