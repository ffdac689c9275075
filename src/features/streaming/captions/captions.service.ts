import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { AppError, notFound, validationError } from '../../../http/errors';
import { mediaKeyPrefix, mediaUrl } from '../media/media.signing';
import { findVideo } from '../videos/videos.queries';
import { toWebVtt } from './captions.convert';
import { deleteCaption, findCaption, insertCaption } from './captions.queries';
import { lazySchema } from '../../../http/lazy-schema';

export const CAPTION_MAX_BYTES = 2 * 1024 * 1024;
const fields = lazySchema(() =>
  z.object({
    language: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Use a language code such as en or pt-BR.'),
    label: z.string().trim().min(1).max(100),
  }),
);

/**
 * Adds a caption file (WebVTT or SRT, stored as WebVTT) to a video. The form is read only once
 * the video is known: `readForm` parses the request body.
 */
export async function addCaption({ db, services, config }: Deps, videoId: number, readForm: () => Promise<Record<string, unknown>>) {
  if (!(await findVideo(db, videoId))) throw notFound();
  const form = await readForm().catch(() => {
    throw new AppError(422, 'Send the caption as multipart form data.', { file: ['Upload a WebVTT or SRT file.'] });
  });
  const meta = fields.safeParse({ language: form.language, label: form.label });
  const file = form.file;
  const errors: Record<string, string[]> = {};
  if (!meta.success) for (const i of meta.error.issues) (errors[String(i.path[0])] ??= []).push(i.message);
  if (!(file instanceof File)) errors.file = ['Upload a WebVTT or SRT file.'];
  else if (file.size > CAPTION_MAX_BYTES) errors.file = ['The caption file may not be greater than 2 MB.'];
  if (Object.keys(errors).length) throw validationError(errors);
  const vtt = toWebVtt(await (file as File).text());
  if (!vtt) throw validationError({ file: ['The file is not valid WebVTT or SRT.'] });
  return storeCaption({ db, services, config }, videoId, { language: meta.data!.language, label: meta.data!.label, vtt });
}

/** Stores a WebVTT track of a video (private, beside its HLS media) and its row; returns it with a signed URL. */
export async function storeCaption(
  { db, services, config }: Deps,
  videoId: number,
  caption: { language: string; label: string; vtt: string },
) {
  const key = `${mediaKeyPrefix(videoId)}captions/${randomBytes(8).toString('hex')}.vtt`;
  await services.storage.put(key, Buffer.from(caption.vtt, 'utf8'), { contentType: 'text/vtt' });
  const row = await insertCaption(db, {
    video_id: videoId,
    language: caption.language,
    label: caption.label,
    storage_key: key,
  }).catch(async (err) => {
    await services.storage.delete(key); // no orphan file when the row fails
    throw err;
  });
  const url = mediaUrl(config.DATA_DIR, videoId, key.slice(mediaKeyPrefix(videoId).length));
  return { id: row.id, video_id: videoId, language: row.language, label: row.label, url };
}

export async function removeCaption({ db, services }: Deps, videoId: number, captionId: number) {
  const row = await findCaption(db, videoId, captionId);
  if (!row) throw notFound();
  await deleteCaption(db, row.id);
  await services.storage.delete(row.storage_key);
  return { deleted: 1 };
}
