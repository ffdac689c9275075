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
import { assertSafeKey, type Storage } from './storage';

/** Connection settings of an S3-compatible bucket (AWS, MinIO, R2, Wasabi, s3rver in tests). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
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
    });
  }

  async put(key: string, data: Buffer | Uint8Array | Readable, opts: { contentType?: string } = {}) {
    const Key = assertSafeKey(key);
    if (!(data instanceof Readable)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentType: opts.contentType }));
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
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body, ContentType: opts.contentType }));
      return;
    }
    const uploadId = await this.createMultipart(Key, { contentType: opts.contentType });
    try {
      const done: { PartNumber: number; ETag: string }[] = [];
      const send = async (Body: Buffer) => {
        const PartNumber = done.length + 1;
        const res = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key, UploadId: uploadId, PartNumber, Body }));
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
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
    return Buffer.from(await res.Body!.transformToByteArray());
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
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
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
      return { size: res.ContentLength ?? 0, mtime: res.LastModified ?? new Date(0), contentType: res.ContentType ?? null };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertSafeKey(key) }));
  }

  /** Deletes the object named `prefix` and everything under `prefix/` (like rm -r on disk). */
  async deletePrefix(prefix: string) {
    const base = assertSafeKey(prefix.replace(/\/+$/, ''));
    await this.delete(base);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${base}/`, ContinuationToken, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).map((o) => o.Key!).filter(Boolean);
      if (keys.length) await this.deleteMany(keys);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  private async deleteMany(keys: string[]) {
    const res = await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
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
    const res = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: assertSafeKey(key), ContentType: opts.contentType }),
    );
    if (!res.UploadId) throw new Error('The storage server returned no upload id');
    return res.UploadId;
  }

  /** Every part stored so far (ListParts, following pagination), in part order. */
  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const parts: UploadedPart[] = [];
    let PartNumberMarker: string | undefined;
    for (;;) {
      const res = await this.client.send(
        new ListPartsCommand({ Bucket: this.bucket, Key: assertSafeKey(key), UploadId: uploadId, PartNumberMarker }),
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
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: assertSafeKey(key),
        UploadId: uploadId,
        MultipartUpload: { Parts: sorted.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })) },
      }),
    );
  }

  async abortMultipart(key: string, uploadId: string) {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: assertSafeKey(key), UploadId: uploadId }));
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
