import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, createRouter } from '../../../http/app-env';
import { forbidden, validationError } from '../../../http/errors';
import { authorize, requireUser } from '../../../http/guard';
import { responds, respondsEmpty, respondsFile } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { rateLimit } from '../../../platform/rate-limit';
import { humanSize } from './file-types';
import { deleteEntries, downloadEntry, showEntry } from './file-entries.manage';
import { uploadRules } from './file-entries.service';
import { receiveMultipartUpload } from './multipart';
// @tus/* (~5 MB of heap) loads with the first resumable upload, not at start
const tus = () => import('./tus');
import { claimTusBody, deletedEntries, deleteEntriesBody, entryIdParam, oneFileEntry } from './uploads.schemas';

const byUser = (c: Context<AppEnv>) => `u${c.var.auth.user?.id ?? 'anon'}`;
// new uploads (multipart posts and tus creations) per user; chunks of a started upload are not counted
const uploadLimit = rateLimit('uploads-create', 600, 600, byUser);
const claimLimit = rateLimit('uploads-claim', 600, 600, byUser);

/** Checked before any byte is read: signed in (not banned) with files.create. */
function mayUpload(c: Context<AppEnv>) {
  requireUser(c.var.auth);
  authorize(c.var.auth, 'files.create');
}

const signedInUploader = createMiddleware<AppEnv>(async (c, next) => {
  mayUpload(c);
  await next();
});

const tusHandler = async (c: Context<AppEnv>) => {
  const method = c.req.raw.method; // HEAD is routed as GET by Hono: the raw request keeps the real one
  if (method === 'GET') return c.json({ message: 'Not found.' }, 404);
  // OPTIONS (CORS preflight) carries no credentials and changes nothing
  if (method !== 'OPTIONS') mayUpload(c);
  return (await tus()).handleTus(c.var, c.req.raw, (c.env as { incoming?: IncomingMessage } | undefined)?.incoming);
};

// What the tus protocol (tus.io, v1.0.0) answers: no body, the state is in headers.
const tusVersion = { 'Tus-Resumable': 'The protocol version: 1.0.0.' };
const offset = { 'Upload-Offset': 'How many bytes of the upload the server has.' };
const expires = { 'Upload-Expires': 'When an unfinished upload is removed (RFC 9110 date).' };
const tusHead = respondsEmpty({
  status: 200,
  description: 'HEAD: how far the upload is, to resume it (a plain GET answers 404).',
  headers: {
    ...offset,
    'Upload-Length': 'The size of the whole file.',
    'Upload-Metadata': 'The metadata sent at creation.',
    ...tusVersion,
  },
});
const tusPatch = respondsEmpty({ description: 'The chunk is stored.', headers: { ...offset, ...expires, ...tusVersion } });
const tusDelete = respondsEmpty({ description: 'The unfinished upload is removed.', headers: tusVersion });
const tusOverride = respondsEmpty({
  description: 'A PATCH or DELETE sent as POST with X-HTTP-Method-Override: answers as that method does.',
  headers: { ...offset, ...expires, ...tusVersion },
});

const downloaded = respondsFile(
  ['application/octet-stream', 'video/*', 'audio/*', 'image/*'],
  "The entry's bytes: media inline, anything else as an attachment.",
);

export const fileEntriesRoutes = createRouter()
  .post('/', signedInUploader, uploadLimit, responds(oneFileEntry), async (c) => {
    const { maxBytes } = uploadRules(c.var.services);
    const declared = Number(c.req.header('content-length') ?? 0);
    // multipart framing adds a little; anything far over the limit is refused unread. Bodies without
    // a length are cut off by the parser's own limit, still streaming (hono's bodyLimit would buffer).
    if (declared > maxBytes + 1024 * 1024) {
      throw validationError({ file: [`The file exceeds maximum allowed size of ${humanSize(maxBytes)}`] });
    }
    return c.json({ fileEntry: await receiveMultipartUpload(c.var, c.req.raw) }, 201);
  })
  .post('/delete', validate('json', deleteEntriesBody), responds(deletedEntries), async (c) =>
    c.json({ message: 'Deleted', ...(await deleteEntries(c.var, c.req.valid('json'))) }),
  )
  .get('/:id{[0-9]+}', validate('param', entryIdParam), responds(oneFileEntry), async (c) =>
    c.json({ fileEntry: await showEntry(c.var, c.req.valid('param').id) }),
  )
  .get('/:id{[0-9]+}/download', validate('param', entryIdParam), downloaded, async (c) => downloadEntry(c.var, c.req.valid('param').id));

/** Resumable uploads (tus protocol). */
export const tusRoutes = createRouter()
  .post('/entries', signedInUploader, claimLimit, validate('json', claimTusBody), responds(oneFileEntry), async (c) =>
    c.json({ fileEntry: await (await tus()).claimTusUpload(c.var, c.req.valid('json').uploadKey) }, 201),
  )
  // creating an upload counts against the rate limit; its PATCH chunks do not. With tus turned off
  // no new upload starts (clients post multipart instead); ones already started may still finish.
  .post(
    '/upload',
    signedInUploader,
    uploadLimit,
    respondsEmpty({
      status: 201,
      description: 'The upload is created: PATCH its bytes to the URL in Location (tus creation, creation-with-upload).',
      headers: { Location: "The upload's URL.", ...offset, ...expires, ...tusVersion },
    }),
    async (c, next) => {
      if (c.var.services.settings.get<boolean>('uploads.disable_tus')) throw forbidden('Resumable uploads are turned off.');
      await next();
    },
    tusHandler,
  )
  .on('OPTIONS', ['/upload', '/upload/:id'], tusHandler)
  .get('/upload', tusHead, tusHandler)
  .patch('/upload', tusPatch, tusHandler)
  .delete('/upload', tusDelete, tusHandler)
  .get('/upload/:id', tusHead, tusHandler)
  .patch('/upload/:id', tusPatch, tusHandler)
  .delete('/upload/:id', tusDelete, tusHandler)
  .post('/upload/:id', tusOverride, tusHandler); // PATCH/DELETE posted with X-HTTP-Method-Override (tus-js-client overridePatchMethod)
