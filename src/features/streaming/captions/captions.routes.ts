import { randomBytes } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { AppError, notFound, validationError } from '../../../http/errors';
import { requirePermission } from '../../../http/guard';
import { validate } from '../../../http/validate';
import { mediaKeyPrefix, mediaUrl } from '../media/media.signing';
import { toWebVtt } from './captions.convert';

const MAX_BYTES = 2 * 1024 * 1024;
const params = z.object({ id: z.coerce.number().int().positive() });
const captionParams = params.extend({ captionId: z.coerce.number().int().positive() });
const fields = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Use a language code such as en or pt-BR.'),
  label: z.string().trim().min(1).max(100),
});

export const captionsRoutes = createRouter()
  .post(
    '/:id{[0-9]+}/captions',
    requirePermission('videos.update'),
    bodyLimit({
      maxSize: MAX_BYTES + 64 * 1024,
      onError: () => {
        throw validationError({ file: ['The caption file may not be greater than 2 MB.'] });
      },
    }),
    validate('param', params),
    async (c) => {
      const videoId = c.req.valid('param').id;
      const video = await c.var.db.selectFrom('videos').select('id').where('id', '=', videoId).executeTakeFirst();
      if (!video) throw notFound();
      const form = await c.req.parseBody().catch(() => {
        throw new AppError(422, 'Send the caption as multipart form data.', { file: ['Upload a WebVTT or SRT file.'] });
      });
      const meta = fields.safeParse({ language: form.language, label: form.label });
      const file = form.file;
      const errors: Record<string, string[]> = {};
      if (!meta.success) for (const i of meta.error.issues) (errors[String(i.path[0])] ??= []).push(i.message);
      if (!(file instanceof File)) errors.file = ['Upload a WebVTT or SRT file.'];
      else if (file.size > MAX_BYTES) errors.file = ['The caption file may not be greater than 2 MB.'];
      if (Object.keys(errors).length) throw validationError(errors);
      const vtt = toWebVtt(await (file as File).text());
      if (!vtt) throw validationError({ file: ['The file is not valid WebVTT or SRT.'] });
      const key = `${mediaKeyPrefix(videoId)}captions/${randomBytes(8).toString('hex')}.vtt`;
      await c.var.services.storage.put(key, Buffer.from(vtt, 'utf8'), { contentType: 'text/vtt' });
      const row = await c.var.db
        .insertInto('video_captions')
        .values({ video_id: videoId, language: meta.data!.language, label: meta.data!.label, storage_key: key })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(async (err) => {
          await c.var.services.storage.delete(key); // no orphan file when the row fails
          throw err;
        });
      const url = mediaUrl(c.var.config.DATA_DIR, videoId, key.slice(mediaKeyPrefix(videoId).length));
      return c.json({ caption: { id: row.id, video_id: videoId, language: row.language, label: row.label, url } }, 201);
    },
  )
  .delete('/:id{[0-9]+}/captions/:captionId{[0-9]+}', requirePermission('videos.update'), validate('param', captionParams), async (c) => {
    const { id, captionId } = c.req.valid('param');
    const row = await c.var.db
      .selectFrom('video_captions')
      .selectAll()
      .where('id', '=', captionId)
      .where('video_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    await c.var.db.deleteFrom('video_captions').where('id', '=', row.id).execute();
    await c.var.services.storage.delete(row.storage_key);
    return c.json({ deleted: 1 });
  });
