import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../platform/storage-s3';

// A real S3-compatible server on loopback for tests: s3rver with a temp directory and one bucket
// (CORS open for browser PUTs/GETs, ETag exposed so a browser can complete multipart uploads).
//
// s3rver 3.7 implements CreateMultipartUpload, UploadPart and CompleteMultipartUpload but answers
// ListParts and AbortMultipartUpload with MethodNotAllowed. Both are answered here from s3rver's
// own on-disk upload folder (`<bucket>/._S3rver_uploads/<uploadId>/<part>` + `<part>.md5`), in the
// XML shape of the S3 API, so the driver speaks plain S3 to it. s3rver also reads `bytes=N-0` as
// "to the end" (`end || Infinity`) and `bytes=-N` as `0-N`; patchZeroEndRange() and
// resolveSuffixRange() make it send the bytes S3 sends.

interface S3Object {
  content: fs.ReadStream | null;
  range?: { start: number; end: number };
}
interface S3rverInstance {
  store: {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<S3Object | null>;
    getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
  };
  logger: { close(): void; exceptions: { unhandle(): void } };
  configureBuckets(): Promise<void>;
  callback(): http.RequestListener;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const ACCESS_KEY = 'S3RVER'; // s3rver's built-in account

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  settings: S3Settings;
  /** Env for loadConfig()/createTestContext({ env }) selecting the S3 driver. */
  env: Record<string, string>;
  /** s3rver's data directory (objects and in-progress uploads). */
  dir: string;
  stop(): Promise<void>;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function sendXml(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function noSuchUpload(res: http.ServerResponse, uploadId: string) {
  sendXml(
    res,
    404,
    `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xmlEscape(uploadId)}</UploadId></Error>`,
  );
}

/** Requests must carry s3rver's access key, as s3rver's own routes require (V4 is not verified there either). */
function signedByTestAccount(req: http.IncomingMessage, url: URL) {
  const credential = url.searchParams.get('X-Amz-Credential') ?? /Credential=([^,\s]+)/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  return credential.split('/')[0] === ACCESS_KEY;
}

function handleUploadExtras(s3rver: S3rverInstance, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const uploadId = url.searchParams.get('uploadId');
  if (!uploadId || (req.method !== 'GET' && req.method !== 'DELETE')) return false;
  const [, bucket, ...keyParts] = url.pathname.split('/');
  const key = keyParts.map(decodeURIComponent).join('/');
  if (!bucket || !key) return false;
  if (!signedByTestAccount(req, url)) {
    sendXml(res, 403, '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    return true;
  }
  const dir = path.join(s3rver.store.getResourcePath(bucket, undefined, 'uploads'), path.basename(uploadId));
  let storedKey: string;
  try {
    storedKey = fs.readFileSync(path.join(dir, 'key'), 'utf8');
  } catch {
    noSuchUpload(res, uploadId);
    return true;
  }
  if (storedKey !== key) {
    noSuchUpload(res, uploadId);
    return true;
  }
  if (req.method === 'DELETE') {
    fs.rmSync(dir, { recursive: true, force: true });
    res.writeHead(204).end();
    return true;
  }
  const marker = Number(url.searchParams.get('part-number-marker') ?? 0);
  const maxParts = Math.min(1000, Number(url.searchParams.get('max-parts') ?? 1000));
  const numbers = fs
    .readdirSync(dir)
    .filter((f) => /^\d+$/.test(f) && fs.existsSync(path.join(dir, `${f}.md5`)))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const truncated = numbers.length > page.length;
  const parts = page.map((n) => {
    const st = fs.statSync(path.join(dir, String(n)));
    const md5 = fs.readFileSync(path.join(dir, `${n}.md5`), 'utf8').trim();
    return `<Part><PartNumber>${n}</PartNumber><LastModified>${st.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${st.size}</Size></Part>`;
  });
  sendXml(
    res,
    200,
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key>` +
      `<UploadId>${xmlEscape(uploadId)}</UploadId><PartNumberMarker>${marker}</PartNumberMarker>` +
      `<NextPartNumberMarker>${page.at(-1) ?? marker}</NextPartNumberMarker><MaxParts>${maxParts}</MaxParts>` +
      `<IsTruncated>${truncated}</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
  return true;
}

function patchZeroEndRange(s3rver: S3rverInstance) {
  const store = s3rver.store;
  const original = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await original(bucket, key, options);
    if (object?.content && options?.end === 0 && object.range) {
      object.content.destroy();
      object.range = { start: object.range.start, end: 0 };
      object.content =
        object.range.start === 0 ? fs.createReadStream(store.getResourcePath(bucket, key, 'object'), { start: 0, end: 0 }) : null;
    }
    return object;
  };
}

/** Rewrites `Range: bytes=-N` (the last N bytes) into the explicit range s3rver understands. */
async function resolveSuffixRange(s3rver: S3rverInstance, req: http.IncomingMessage) {
  const suffix = /^bytes=-(\d+)$/.exec(req.headers.range ?? '');
  if (!suffix || (req.method !== 'GET' && req.method !== 'HEAD')) return;
  const [, bucket, ...keyParts] = new URL(req.url ?? '/', 'http://s3.test').pathname.split('/');
  if (!bucket || !keyParts.length) return;
  const size = await s3rver.store
    .getMetadata(bucket, keyParts.map(decodeURIComponent).join('/'))
    .then((m) => Number(m['content-length']))
    .catch(() => NaN);
  const n = Number(suffix[1]);
  if (!Number.isFinite(size) || size === 0 || n === 0) return;
  req.headers.range = `bytes=${Math.max(0, size - n)}-${size - 1}`;
}

/** Starts s3rver on 127.0.0.1 (free port) with a fresh bucket; stop() closes it and removes its files. */
export async function startTestS3(opts: { bucket?: string } = {}): Promise<TestS3> {
  const bucket = opts.bucket ?? 'marquee-test';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-s3-'));
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const s3rver = new S3rver({ silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [CORS] }] });
  await s3rver.configureBuckets();
  patchZeroEndRange(s3rver);
  const handler = s3rver.callback();
  const server = http.createServer((req, res) => {
    if (handleUploadExtras(s3rver, req, res)) return;
    if (/^bytes=-/.test(req.headers.range ?? '')) void resolveSuffixRange(s3rver, req).then(() => handler(req, res));
    else handler(req, res);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    settings,
    dir,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      s3rver.logger.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
