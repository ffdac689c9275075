import { randomUUID } from 'node:crypto';
import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { recordFinishedPlay } from '../history/history.service';
import { findVideo } from '../videos/videos.queries';
import { countPlayInRollup, insertPlay, latestPlay, saveProgress, updatePlayPosition } from './plays.queries';
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

export async function logPlay({ db }: Deps, videoId: number, body: LogPlayBody, who: PlayContext) {
  const video = await findVideo(db, videoId);
  if (!video || (!video.approved && video.user_id !== who.userId)) throw notFound();
  const position = Math.floor(body.position_seconds);
  const duration = body.duration_seconds ? Math.round(body.duration_seconds) : video.duration;
  const now = nowIso();

  return db.transaction().execute(async (trx) => {
    const recent = await latestPlay(trx, who.visitorId, videoId);
    let created = false;
    if (recent && Date.now() - Date.parse(recent.updated_at) < PLAY_SESSION_GAP_MS) {
      await updatePlayPosition(trx, recent.id, { position_seconds: position, duration_seconds: duration, updated_at: now });
    } else {
      created = true;
      await insertPlay(trx, {
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
      });
      await countPlayInRollup(trx, {
        day: now.slice(0, 10),
        video_id: videoId,
        title_id: video.title_id,
        season: video.season_number ?? 0,
        episode: video.episode_number ?? 0,
        device: who.device,
        platform: who.platform ?? '',
        browser: who.browser ?? '',
        country: who.country ?? '',
      });
    }
    if (who.userId) {
      // the diary and "continue watching" follow the same rule
      const finished = isFinished(position, duration);
      await saveProgress(trx, {
        user_id: who.userId,
        video_id: videoId,
        title_id: video.title_id,
        position_seconds: position,
        duration_seconds: duration,
        finished: finished ? 1 : 0,
        updated_at: now,
      });
      if (finished && video.category === 'full') {
        await recordFinishedPlay(trx, { userId: who.userId, videoId, titleId: video.title_id, episodeId: video.episode_id, at: now });
      }
    }
    return { new_play: created };
  });
}
