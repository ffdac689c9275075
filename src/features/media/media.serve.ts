import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/errors';
import { LocalStorage, type Storage } from '../../platform/storage';
import { parseRange } from './media.range';
import { cacheControl, mediaType } from './media.types';

/** A storage driver that can hand out presigned GET URLs (S3): media is then a redirect. */
export interface PresigningStorage extends Storage {
  presignedGetUrl(
    key: string,
    opts: { expiresInSeconds: number; contentType?: string; disposition?: string; cacheControl?: string },
  ): Promise<string>;
}
export const canPresign = (s: Storage): s is PresigningStorage => typeof (s as Partial<PresigningStorage>).presignedGetUrl === 'function';

export interface SendOptions {
  /** The name the client asked for (decides the content type). */
  file: string;
  signed: boolean;
  /** Playlists are rewritten so relative segment URIs carry the signature. */
  rewrite?: (text: string) => string;
}

/**
 * Under @hono/node-server the file is piped straight into the socket: converting it to a web
 * stream and back costs about half the throughput. Elsewhere (tests, other runtimes) a Response.
 */
function sendBody(c: Context<AppEnv>, status: 200 | 206, headers: Record<string, string>, stream: Readable): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || typeof outgoing.writeHead !== 'function' || outgoing.headersSent) {
    return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
  }
  outgoing.writeHead(status, {
    ...headers,
    'X-Request-Id': c.var.requestId,
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  stream.on('error', () => outgoing.destroy());
  outgoing.on('close', () => stream.destroy());
  stream.pipe(outgoing);
  // the adapter writes nothing more for this marker header (see @hono/node-server X_ALREADY_SENT)
  return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
}

/** Local files are read in chunks of up to 1 MB: with the default 64 KB, syscalls dominate. */
async function openRange(storage: Storage, key: string, start: number, end: number): Promise<Readable> {
  if (!(storage instanceof LocalStorage)) return storage.stream(key, { start, end });
  const highWaterMark = Math.min(1 << 20, Math.max(64 << 10, end - start + 1));
  return createReadStream(await storage.resolve(key), { start, end, highWaterMark });
}

const etagOf = (st: { size: number; mtime: Date }) => `"${st.size.toString(16)}-${st.mtime.getTime().toString(16)}"`;

function ifRangeMatches(header: string | undefined, etag: string, mtime: Date) {
  if (!header) return true;
  if (header.startsWith('"')) return header === etag; // strong comparison; W/ never matches
  const date = Date.parse(header);
  return Number.isFinite(date) && Math.floor(mtime.getTime() / 1000) * 1000 === date;
}

function notModified(c: Context<AppEnv>, etag: string, mtime: Date) {
  const inm = c.req.header('if-none-match');
  if (inm) return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const ims = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(ims) && Math.floor(mtime.getTime() / 1000) * 1000 <= ims;
}

/** Sends one stored file with Range, conditional requests and safe headers. */
export async function sendStorageFile(c: Context<AppEnv>, storage: Storage, key: string, opts: SendOptions): Promise<Response> {
  const { type, inline, ext } = mediaType(opts.file);
  const disposition = inline ? 'inline' : 'attachment';
  if (canPresign(storage) && !opts.rewrite) {
    // only after the caller's permission/signature checks; the signed response headers keep the
    // type, disposition and caching of the proxied path
    const url = await storage.presignedGetUrl(key, { expiresInSeconds: 600, contentType: type, disposition, cacheControl: cacheControl(ext, opts.signed) });
    return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'private, max-age=300' } });
  }
  const st = await storage.stat(key).catch(() => null);
  if (!st) throw notFound();
  const etag = etagOf(st);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl(ext, opts.signed),
    ETag: etag,
    'Last-Modified': st.mtime.toUTCString(),
    'Content-Disposition': disposition,
    'Cross-Origin-Resource-Policy': 'same-site',
  };
  if (notModified(c, etag, st.mtime)) return new Response(null, { status: 304, headers });
  const head = c.req.method === 'HEAD';

  if (opts.rewrite) {
    // playlists are small and rewritten per request: whole body, no ranges
    const text = opts.rewrite((await storage.read(key)).toString('utf8'));
    const body = Buffer.from(text);
    return new Response(head ? null : body, { headers: { ...headers, 'Content-Length': String(body.byteLength) } });
  }

  headers['Accept-Ranges'] = 'bytes';
  const rangeHeader = ifRangeMatches(c.req.header('if-range'), etag, st.mtime) ? c.req.header('range') : undefined;
  const range = parseRange(rangeHeader, st.size);
  if (range.kind === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${st.size}` } });
  }
  if (range.kind === 'single') {
    const length = range.end - range.start + 1;
    const h = { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${st.size}`, 'Content-Length': String(length) };
    if (head) return new Response(null, { status: 206, headers: h });
    return sendBody(c, 206, h, await openRange(storage, key, range.start, range.end));
  }
  const h = { ...headers, 'Content-Length': String(st.size) };
  if (head || st.size === 0) return new Response(head ? null : new Uint8Array(0), { status: 200, headers: h });
  return sendBody(c, 200, h, await openRange(storage, key, 0, st.size - 1));
}
