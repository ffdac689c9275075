import { z } from 'zod';
import { lazySchema } from '../../../../http/lazy-schema';

// Bodies of the direct-to-S3 upload calls (spec section 7). Part numbers follow S3: 1..10000.

export const MAX_PARTS = 10_000;
/** Parts signed per request: the client signs 10 at a time; a little headroom for retries. */
export const MAX_PARTS_PER_BATCH = 100;

const metadata = lazySchema(() => z.record(z.string(), z.unknown()).nullish());
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** POST s3/simple/presign and POST s3/multipart/create: what the client says about the file. */
export const newUploadBody = lazySchema(() =>
  z.object({
    filename: z.string().trim().min(1, 'The file name is required.').max(255),
    mime: optionalText(255),
    extension: optionalText(32),
    size: z
      .number()
      .int()
      .min(0)
      .max(5 * 1024 ** 4), // S3's largest object, 5 TB
    disk: optionalText(32),
    metadata,
  }),
);
export type NewUploadBody = z.infer<typeof newUploadBody>;

const key = lazySchema(() => z.string().min(1).max(1000));
const uploadId = lazySchema(() => z.string().min(1).max(1024));

export const uploadRefBody = lazySchema(() => z.object({ key, uploadId }));
export type UploadRef = z.infer<typeof uploadRefBody>;

const partNumber = lazySchema(() => z.number().int().min(1).max(MAX_PARTS));

export const signPartsBody = lazySchema(() =>
  uploadRefBody.extend({
    partNumbers: z.array(partNumber).min(1).max(MAX_PARTS_PER_BATCH),
  }),
);

export const completeBody = lazySchema(() =>
  uploadRefBody.extend({
    parts: z
      .array(z.object({ PartNumber: partNumber, ETag: z.string().min(1).max(256) }))
      .min(1)
      .max(MAX_PARTS),
  }),
);

/** POST s3/entries: `filename` is the key's last segment (or the whole key) the server issued. */
export const s3EntryBody = lazySchema(() =>
  z.object({
    filename: z.string().trim().min(1).max(1000),
    clientName: z.string().trim().min(1, 'The file name is required.').max(255),
    clientMime: optionalText(255),
    clientExtension: optionalText(32),
    size: z.number().int().min(0),
    metadata,
  }),
);
export type S3EntryBody = z.infer<typeof s3EntryBody>;

// Success bodies (s3-uploads.service.ts). URLs are presigned for the storage server, not this API.

const storageKey = lazySchema(() =>
  z.string().meta({ description: 'The object key the upload writes (what POST s3/entries turns into a file entry).' }),
);

export const presignedUpload = lazySchema(() =>
  z.looseObject({
    url: z.string().meta({ description: 'A presigned PUT URL for the whole file.' }),
    acl: z.literal('private'),
    key: storageKey,
  }),
);

export const createdMultipart = lazySchema(() => z.looseObject({ uploadId: z.string(), key: storageKey }));

export const uploadedPartList = lazySchema(() =>
  z.looseObject({
    parts: z.array(z.looseObject({ PartNumber: z.int(), ETag: z.string(), Size: z.int() })),
  }),
);

export const signedPartUrls = lazySchema(() =>
  z.looseObject({
    urls: z.array(z.looseObject({ url: z.string().meta({ description: 'A presigned PUT URL for this part.' }), partNumber: z.int() })),
  }),
);

export const completedMultipart = lazySchema(() => z.looseObject({ key: storageKey }));

export const abortedMultipart = lazySchema(() => z.looseObject({ key: storageKey, aborted: z.literal(true) }));
