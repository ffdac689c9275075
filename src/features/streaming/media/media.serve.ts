import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { notFound } from '../../../http/errors';
import { openForRange, pipeFileRange } from '../../../platform/file-range-sender';
import { LocalStorage, type Storage } from '../../../platform/storage';
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

/** The Node response under @hono/node-server (the route's `c.env`), when it is still ours to write. */
export function nodeResponse(env: unknown): ServerResponse | null {
  const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.writeHead === 'function' && !outgoing.headersSent ? outgoing : null;
}

/**
 * Under @hono/node-server the file goes straight into the socket: converting it to a web stream
 * and back costs about half the throughput. Local files go through pooled buffers (see
 * file-range-sender). Elsewhere (tests through app.request, other runtimes) a Response.
 */
async function sendBody(req: FileExchange, plan: Extract<FilePlan, { kind: 'stream' }>): Promise<Response> {
  const outgoing = req.outgoing;
  if (!outgoing) return new Response(Readable.toWeb(await plan.open()) as ReadableStream, { status: plan.status, headers: plan.headers });
  let fd: number | null = null;
  let stream: Readable | null = null;
  if (plan.local) {
    fd = await openForRange(plan.local.path).catch(() => {
      throw notFound(); // removed since it was checked
    });
  } else {
    stream = await plan.open();
  }
  outgoing.writeHead(plan.status, {
    ...plan.headers,
    'X-Request-Id': req.requestId,
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  if (fd !== null && plan.local) {
    pipeFileRange(fd, plan.local.start, plan.local.end, outgoing);
  } else if (stream) {
    stream.on('error', () => outgoing.destroy());
    outgoing.on('close', () => stream.destroy());
    stream.pipe(outgoing);
  }
  // the adapter writes nothing more for this marker header (see @hono/node-server X_ALREADY_SENT)
  return new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
}

/**
 * Local files are read from the path found while checking the file (one resolve per request) in
 * chunks of up to 1 MB: with the default 64 KB, syscalls dominate.
 */
async function openRange(storage: Storage, key: string, localPath: string | null, start: number, end: number): Promise<Readable> {
  if (!localPath) return storage.stream(key, { start, end });
  const highWaterMark = Math.min(1 << 20, Math.max(64 << 10, end - start + 1));
  return createReadStream(localPath, { start, end, highWaterMark });
}

const etagOf = (st: { size: number; mtime: Date }) => `"${st.size.toString(16)}-${st.mtime.getTime().toString(16)}"`;

function ifRangeMatches(header: string | undefined, etag: string, mtime: Date) {
  if (!header) return true;
  if (header.startsWith('"')) return header === etag; // strong comparison; W/ never matches
  const date = Date.parse(header);
  return Number.isFinite(date) && Math.floor(mtime.getTime() / 1000) * 1000 === date;
}

function notModified(req: FileRequest, etag: string, mtime: Date) {
  const inm = req.ifNoneMatch;
  if (inm) return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const ims = Date.parse(req.ifModifiedSince ?? '');
  return Number.isFinite(ims) && Math.floor(mtime.getTime() / 1000) * 1000 <= ims;
}

/** What a request asks of a stored file, independent of the HTTP framework. */
export interface FileRequest {
  method: string;
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** A file request as the route hands it over: what is asked, and where the answer goes. */
export interface FileExchange extends FileRequest {
  requestId: string;
  /** The Node response to write the file into directly (see nodeResponse), or null for a web Response. */
  outgoing: ServerResponse | null;
}

/** The answer for one stored file: a redirect, a small body, or a (ranged) stream to open. */
export type FilePlan =
  | { kind: 'redirect'; url: string }
  | { kind: 'body'; status: 200 | 206 | 304 | 416; headers: Record<string, string>; body: Uint8Array | null }
  | {
      kind: 'stream';
      status: 200 | 206;
      headers: Record<string, string>;
      open: () => Promise<Readable>;
      /** Set for a file on local disk: the bytes start..end (inclusive) of `path`. */
      local: { path: string; start: number; end: number } | null;
    };

/** Range, conditional requests and safe headers for one stored file; null when there is no such file. */
export async function planStorageFile(storage: Storage, key: string, opts: SendOptions, req: FileRequest): Promise<FilePlan | null> {
  const { type, inline, ext } = mediaType(opts.file);
  const disposition = inline ? 'inline' : 'attachment';
  if (canPresign(storage) && !opts.rewrite) {
    // only after the caller's permission/signature checks; the signed response headers keep the
    // type, disposition and caching of the proxied path
    const url = await storage.presignedGetUrl(key, {
      expiresInSeconds: 600,
      contentType: type,
      disposition,
      cacheControl: cacheControl(ext, opts.signed),
    });
    return { kind: 'redirect', url };
  }
  const st = storage instanceof LocalStorage ? await storage.locate(key) : await storage.stat(key).catch(() => null);
  if (!st) return null;
  const localPath = 'path' in st ? (st.path as string) : null;
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
  if (notModified(req, etag, st.mtime)) return { kind: 'body', status: 304, headers, body: null };
  const head = req.method === 'HEAD';

  if (opts.rewrite) {
    // playlists are small and rewritten per request: whole body, no ranges
    const text = opts.rewrite((await storage.read(key)).toString('utf8'));
    const body = Buffer.from(text);
    return { kind: 'body', status: 200, headers: { ...headers, 'Content-Length': String(body.byteLength) }, body: head ? null : body };
  }

  headers['Accept-Ranges'] = 'bytes';
  const rangeHeader = ifRangeMatches(req.ifRange, etag, st.mtime) ? req.range : undefined;
  const range = parseRange(rangeHeader, st.size);
  if (range.kind === 'unsatisfiable') {
    return { kind: 'body', status: 416, headers: { ...headers, 'Content-Range': `bytes */${st.size}` }, body: null };
  }
  if (range.kind === 'single') {
    const length = range.end - range.start + 1;
    const h = { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${st.size}`, 'Content-Length': String(length) };
    if (head) return { kind: 'body', status: 206, headers: h, body: null };
    const local = localPath ? { path: localPath, start: range.start, end: range.end } : null;
    return { kind: 'stream', status: 206, headers: h, local, open: () => openRange(storage, key, localPath, range.start, range.end) };
  }
  const h = { ...headers, 'Content-Length': String(st.size) };
  if (head || st.size === 0) return { kind: 'body', status: 200, headers: h, body: head ? null : new Uint8Array(0) };
  const local = localPath ? { path: localPath, start: 0, end: st.size - 1 } : null;
  return { kind: 'stream', status: 200, headers: h, local, open: () => openRange(storage, key, localPath, 0, st.size - 1) };
}

/** Sends one stored file with Range, conditional requests and safe headers. */
export async function sendStorageFile(storage: Storage, key: string, opts: SendOptions, req: FileExchange): Promise<Response> {
  const plan = await planStorageFile(storage, key, opts, req);
  if (!plan) throw notFound();
  if (plan.kind === 'redirect')
    return new Response(null, { status: 302, headers: { Location: plan.url, 'Cache-Control': 'private, max-age=300' } });
  if (plan.kind === 'body')
    return new Response(plan.body as Uint8Array<ArrayBuffer> | null, { status: plan.status, headers: plan.headers });
  return sendBody(req, plan);
}
