import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, nowIso } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { isFinished } from './plays.resume';
import type { LogPlayBody } from './plays.schemas';

// A play is one row per (viewer, video, viewing session); progress reports within 30 minutes of
// the previous one continue the same play. Each new play adds 1 to its day's rollup row (an
// UPSERT), so reports read rollups only.

export const PLAY_SESSION_GAP_MS = 30 * 60_000;

export interface PlayContext {
  userId: number | null;
  visitorId: string;
  device: string;
  platform: string | null;
  browser: string | null;
  country: string | null;
}

export async function logPlay(db: Db, videoId: number, body: LogPlayBody, who: PlayContext) {
  const video = await db
    .selectFrom('videos')
    .select(['id', 'title_id', 'season_number', 'episode_number', 'approved', 'duration', 'user_id'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!video || (!video.approved && video.user_id !== who.userId)) throw notFound();
  const position = Math.floor(body.position_seconds);
  const duration = body.duration_seconds ? Math.round(body.duration_seconds) : video.duration;
  const now = nowIso();

  return db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('video_plays')
      .select(['id', 'updated_at'])
      .where('visitor_id', '=', who.visitorId)
      .where('video_id', '=', videoId)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    let created = false;
    if (recent && Date.now() - Date.parse(recent.updated_at) < PLAY_SESSION_GAP_MS) {
      await trx
        .updateTable('video_plays')
        .set({ position_seconds: position, duration_seconds: duration, updated_at: now })
        .where('id', '=', recent.id)
        .execute();
    } else {
      created = true;
      await trx
        .insertInto('video_plays')
        .values({
          video_id: videoId,
          title_id: video.title_id,
          user_id: who.userId,
          visitor_id: who.visitorId,
          session: randomUUID(),
          device: who.device,
          platform: who.platform,
          browser: who.browser,
          country: who.country,
          position_seconds: position,
          duration_seconds: duration,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('video_play_rollups')
        .values({
          day: now.slice(0, 10),
          video_id: videoId,
          title_id: video.title_id,
          season: video.season_number ?? 0,
          episode: video.episode_number ?? 0,
          device: who.device,
          platform: who.platform ?? '',
          browser: who.browser ?? '',
          country: who.country ?? '',
          plays: 1,
        })
        .onConflict((oc) =>
          oc
            .columns(['day', 'video_id', 'device', 'platform', 'browser', 'country'])
            .doUpdateSet({ plays: sql`video_play_rollups.plays + 1` }),
        )
        .execute();
    }
    if (who.userId) {
      const finished = isFinished(position, duration) ? 1 : 0;
      await trx
        .insertInto('video_progress')
        .values({
          user_id: who.userId,
          video_id: videoId,
          title_id: video.title_id,
          position_seconds: position,
          duration_seconds: duration,
          finished,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'video_id'])
            .doUpdateSet({ position_seconds: position, duration_seconds: duration, finished, updated_at: now }),
        )
        .execute();
    }
    return { new_play: created };
  });
}
