import type { Db } from '../db/database';
import type { TestContext } from './harness';

// Videos for the streaming tests: through the API (as the signed-in user) or straight into the
// database when a test needs a processed upload without running ffmpeg.

/** POST videos: a direct-link video of the title (fields override the defaults); returns its id. */
export async function postDirectVideo(t: TestContext, titleId: number, fields: Record<string, unknown> = {}): Promise<number> {
  const res = await t.request('/api/v1/videos', {
    method: 'POST',
    json: { name: 'V', type: 'direct', src: 'https://x.example/a.mp4', title_id: titleId, ...fields },
  });
  return (await res.json()).video.id;
}

/** An approved, processed upload (HLS at hls-1/master.m3u8 under its media prefix); returns its id. */
export async function insertProcessedVideo(db: Db, titleId: number, opts: { category: 'full' | 'trailer'; sourceKey: string }) {
  const row = await db
    .insertInto('videos')
    .values({
      name: opts.category,
      type: 'upload',
      src: null,
      file_entry_id: null,
      source_key: opts.sourceKey,
      category: opts.category,
      quality: null,
      language: null,
      title_id: titleId,
      season_number: null,
      episode_number: null,
      episode_id: null,
      approved: 1,
      user_id: null,
      status: 'ready',
      status_message: null,
      duration: 4,
      thumbnail: null,
      sources: JSON.stringify([{ kind: 'hls', file: 'hls-1/master.m3u8' }]),
      media: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
