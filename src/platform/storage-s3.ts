import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';
import { ProviderError, unanswered } from './provider-failure';
import { assertSafeKey, type Storage } from './storage';

/** Connection settings of an S3-compatible bucket (AWS, MinIO, R2, Wasabi, s3rver in tests). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** How long connecting, and each wait for bytes, may take (PROVIDER_TIMEOUT_MS; default 15 s). */
  timeoutMs?: number;
}

export function s3SettingsFromConfig(config: Config): S3Settings {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
  };
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** Streams are sent in parts of this size; smaller bodies go in one PutObject. */
const PART_SIZE = 8 * 1024 * 1024;

const SIGNING_WINDOW_MS = 5 * 60 * 1000;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata?.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

const S3 = 'The S3 storage service';
const TRY_AGAIN = 'Try again in a few minutes; if it keeps failing, check that the S3 endpoint (S3_ENDPOINT) is up.';
const S3_ADVICE = { unreachable: TRY_AGAIN, timeout: TRY_AGAIN };
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);
/** Answers that mean this server's S3 settings are wrong, not that the request was. */
const REFUSALS = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'NoSuchBucket', 'PermanentRedirect']);

/**
 * An SDK failure as the error to answer with: a missing object and the request's own mistakes pass
 * through; a failing, refusing, unreachable or silent endpoint becomes a ProviderError (502/503/504).
 */
function s3Failure(err: unknown): unknown {
  if (isMissing(err)) return err;
  if (err instanceof S3ServiceException) {
    const status = err.$metadata?.httpStatusCode ?? 0;
    if (REFUSALS.has(err.name) || status === 403 || status === 301)
      return new ProviderError(
        S3,
        502,
        `${S3} refused this server (${err.name}): check the S3_ settings (endpoint, bucket and keys).`,
        err,
      );
    if (status >= 500 || !status)
      return new ProviderError(S3, 502, `${S3} answered ${status || 'with an error'} (${err.name}). ${TRY_AGAIN}`, err);
    return err;
  }
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError' || NETWORK_CODES.has(code ?? '')) return unanswered(S3, S3_ADVICE, err);
  // the SDK attaches the response's metadata to an answer it could not read (not XML, cut short)
  if (err && typeof err === 'object' && '$metadata' in err)
    return new ProviderError(S3, 502, `${S3} sent an answer that could not be read. ${TRY_AGAIN}`, err);
  return err;
}

/**
 * Storage on an S3-compatible bucket. Keys are the same relative POSIX paths as on local disk
 * (assertSafeKey on every call). url() stays the app's /storage/<key> path: the storage and media
 * routes answer it with a redirect to a short-lived presigned GET, so the bucket can stay private.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined, // the SDK's default chain: env, shared config, instance role
      // Many S3-compatible servers reject the SDK's default CRC32 trailers (aws-chunked bodies)
      // and presigned URLs must not demand a checksum the browser cannot compute.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // a stalled endpoint must not hold a request: bounded connecting and silence between bytes (not
      // the whole transfer, which may be a large part on a slow link)
      requestHandler: { connectionTimeout: settings.timeoutMs ?? 15_000, socketTimeout: settings.timeoutMs ?? 15_000 },
    });
  }

  /** Every call to the endpoint: its failures become ProviderErrors naming the storage service. */
  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      throw s3Failure(err);
    }
  }

  async put(key: string, data: Buffer | Uint8Array | Readable, opts: { contentType?: string } = {}) {
    const Key = assertSafeKey(key);
    if (!(data instanceof Readable)) {
      await this.call(() =>
        this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentType: opts.contentType })),
      );
      return;
    }
    // A stream of unknown length: read one part; if the stream ends within it, one PutObject,
    // else a multipart upload holding at most one part in memory. Nothing is visible until
    // CompleteMultipartUpload, so readers never see a half-written object.
    const parts = readParts(data, PART_SIZE);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      const Body = first.done ? Buffer.alloc(0) : first.value;
      await this.call(() => this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body, ContentType: opts.contentType })));
      return;
    }
    const uploadId = await this.createMultipart(Key, { contentType: opts.contentType });
    try {
      const done: { PartNumber: number; ETag: string }[] = [];
      const send = async (Body: Buffer) => {
        const PartNumber = done.length + 1;
        const res = await this.call(() =>
          this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: uploadId, PartNumber, Body })),
        );
        done.push({ PartNumber, ETag: res.ETag ?? '' });
      };
      await send(first.value as Buffer);
      await send(second.value);
      for await (const body of parts) await send(body);
      await this.completeMultipart(Key, uploadId, done);
    } catch (err) {
      await this.abortMultipart(Key, uploadId).catch(() => undefined);
      data.destroy();
      throw err;
    }
  }

  async read(key: string): Promise<Buffer> {
    const res = await this.call(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })));
    return Buffer.from(await res.Body!.transformToByteArray());
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.call(() =>
      this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: assertSafeKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      ),
    );
    const body = res.Body;
    if (body instanceof Readable) return body;
    return Readable.fromWeb((body as unknown as { transformToWebStream(): ReadableStream }).transformToWebStream() as never);
  }

  async stat(key: string) {
    try {
      assertSafeKey(key);
    } catch {
      return null; // like the local driver: such a key names no file
    }
    const head = await this.head(key);
    return head && { size: head.size, mtime: head.mtime };
  }

  /** HeadObject: size, modification time and stored content type, or null when absent. */
  async head(key: string): Promise<{ size: number; mtime: Date; contentType: string | null } | null> {
    try {
      const res = await this.call(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })));
      return { size: res.ContentLength ?? 0, mtime: res.LastModified ?? new Date(0), contentType: res.ContentType ?? null };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) })));
  }

  /** Deletes the object named `prefix` and everything under `prefix/` (like rm -r on disk). */
  async deletePrefix(prefix: string) {
    const base = assertSafeKey(prefix.replace(/\/+$/, ''));
    await this.delete(base);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${base}/`, ContinuationToken, MaxKeys: 1000 })),
      );
      const keys = (page.Contents ?? []).map((o) => o.Key!).filter(Boolean);
      if (keys.length) await this.deleteMany(keys);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  private async deleteMany(keys: string[]) {
    const res = await this.call(() =>
      this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } })),
    );
    const failed = (res.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
    if (failed.length) throw new Error(`Could not delete ${failed.length} objects: ${failed[0]!.Code} ${failed[0]!.Message ?? ''}`);
  }

  url(key: string) {
    return `/storage/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  /**
   * A presigned GET. The response headers are fixed by the signature (response-content-type and
   * response-content-disposition), so an object is never rendered as a page of the bucket's origin.
   * The signing time is rounded down to 5 minutes (and the lifetime extended by as much), so
   * repeated requests get the same URL and the browser's cache keeps working.
   */
  presignedGetUrl(key: string, opts: { expiresInSeconds: number; contentType?: string; disposition?: string; cacheControl?: string }) {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ResponseContentType: opts.contentType,
      ResponseContentDisposition: opts.disposition,
      ResponseCacheControl: opts.cacheControl,
    });
    const signingDate = new Date(Math.floor(Date.now() / SIGNING_WINDOW_MS) * SIGNING_WINDOW_MS);
    return getSignedUrl(this.client, command, { expiresIn: opts.expiresInSeconds + SIGNING_WINDOW_MS / 1000, signingDate });
  }

  /**
   * A presigned PUT for a direct browser upload. With `contentLength` the length is part of the
   * signature, so S3 refuses a body of any other size (the browser sends Content-Length itself).
   */
  presignedPutUrl(key: string, opts: { expiresInSeconds: number; contentType?: string; contentLength?: number }) {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: assertSafeKey(key),
      ContentType: opts.contentType,
      ContentLength: opts.contentLength,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: opts.expiresInSeconds,
      signableHeaders: opts.contentLength !== undefined ? new Set(['content-length']) : undefined,
    });
  }

  async createMultipart(key: string, opts: { contentType?: string } = {}): Promise<string> {
    const res = await this.call(() =>
      this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: assertSafeKey(key), ContentType: opts.contentType })),
    );
    if (!res.UploadId) throw new ProviderError(S3, 502, `${S3} sent an answer without an upload id. ${TRY_AGAIN}`);
    return res.UploadId;
  }

  /** Every part stored so far (ListParts, following pagination), in part order. */
  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const parts: UploadedPart[] = [];
    let PartNumberMarker: string | undefined;
    for (;;) {
      const res = await this.call(() =>
        this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: assertSafeKey(key), UploadId: uploadId, PartNumberMarker })),
      );
      for (const p of res.Parts ?? []) {
        if (p.PartNumber && p.ETag) parts.push({ PartNumber: p.PartNumber, ETag: p.ETag, Size: p.Size ?? 0 });
      }
      if (!res.IsTruncated || !res.NextPartNumberMarker) break;
      PartNumberMarker = String(res.NextPartNumberMarker);
    }
    return parts.sort((a, b) => a.PartNumber - b.PartNumber);
  }

  presignedPartUrl(key: string, uploadId: string, partNumber: number, expiresInSeconds: number) {
    const command = new UploadPartCommand({ Bucket: this.bucket, Key: assertSafeKey(key), UploadId: uploadId, PartNumber: partNumber });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  async completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
    const sorted = [...parts].sort((a, b) => a.PartNumber - b.PartNumber);
    await this.call(() =>
      this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: assertSafeKey(key),
          UploadId: uploadId,
          MultipartUpload: { Parts: sorted.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })) },
        }),
      ),
    );
  }

  async abortMultipart(key: string, uploadId: string) {
    try {
      await this.call(() =>
        this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: assertSafeKey(key), UploadId: uploadId })),
      );
    } catch (err) {
      if (!isMissing(err)) throw err; // already aborted or completed
    }
  }
}

/** Re-chunks a stream into Buffers of exactly `size` bytes (the last one shorter). */
async function* readParts(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    let buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (length + buf.length >= size) {
      const take = size - length;
      chunks.push(buf.subarray(0, take));
      yield Buffer.concat(chunks);
      buf = buf.subarray(take);
      chunks = [];
      length = 0;
    }
    if (buf.length) {
      chunks.push(buf);
      length += buf.length;
    }
  }
  if (length) yield Buffer.concat(chunks);
}
