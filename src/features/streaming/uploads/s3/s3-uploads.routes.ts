import { createRouter } from '../../../../http/app-env';
import { responds } from '../../../../http/responds';
import { validate } from '../../../../http/validate';
import { oneFileEntry } from '../uploads.schemas';
import { clientIp, rateLimit } from '../../../../platform/rate-limit';
import {
  abortedMultipart,
  completeBody,
  completedMultipart,
  createdMultipart,
  newUploadBody,
  presignedUpload,
  s3EntryBody,
  signedPartUrls,
  signPartsBody,
  uploadedPartList,
  uploadRefBody,
} from './s3-uploads.schemas';
import {
  abortMultipart,
  completeMultipart,
  createMultipart,
  createS3Entry,
  presignSimple,
  signPartUrls,
  uploadedParts,
} from './s3-uploads.service';

// Direct-to-S3 upload calls of spec section 7, under /api/v1. Thin: validate -> service -> JSON.
const issueLimit = rateLimit('s3-upload', 300, 3600, (c) => (c.var.auth.user ? `u${c.var.auth.user.id}` : clientIp(c)));

export const s3UploadsRoutes = createRouter()
  .post('/simple/presign', issueLimit, validate('json', newUploadBody), responds(presignedUpload), async (c) =>
    c.json(await presignSimple(c.var, c.req.valid('json'))),
  )
  .post('/multipart/create', issueLimit, validate('json', newUploadBody), responds(createdMultipart), async (c) =>
    c.json(await createMultipart(c.var, c.req.valid('json'))),
  )
  .post('/multipart/get-uploaded-parts', validate('json', uploadRefBody), responds(uploadedPartList), async (c) =>
    c.json(await uploadedParts(c.var, c.req.valid('json'))),
  )
  .post('/multipart/batch-sign-part-urls', validate('json', signPartsBody), responds(signedPartUrls), async (c) =>
    c.json(await signPartUrls(c.var, c.req.valid('json'))),
  )
  .post('/multipart/complete', validate('json', completeBody), responds(completedMultipart), async (c) =>
    c.json(await completeMultipart(c.var, c.req.valid('json'))),
  )
  .post('/multipart/abort', validate('json', uploadRefBody), responds(abortedMultipart), async (c) =>
    c.json(await abortMultipart(c.var, c.req.valid('json'))),
  )
  .post('/entries', validate('json', s3EntryBody), responds(oneFileEntry), async (c) =>
    c.json(await createS3Entry(c.var, c.req.valid('json'))),
  );
