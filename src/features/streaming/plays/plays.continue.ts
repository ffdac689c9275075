import type { Db } from '../../../db/database';
import { unfinishedVideos } from './plays.queries';
import { RESUME_MIN_SECONDS } from './plays.resume';

/** 'Continue watching': per title, the latest video the user left unfinished (past the first minute). */
export async function continueWatching(db: Db, userId: number, limit = 20) {
  const rows = await unfinishedVideos(db, userId, RESUME_MIN_SECONDS, limit * 10);
  const seen = new Set<number>();
  const items = [];
  for (const r of rows) {
    if (seen.has(r.title_id)) continue;
    seen.add(r.title_id);
    items.push({
      title: { id: r.title_id, name: r.title_name, slug: r.title_slug, type: r.title_type, poster: r.poster, backdrop: r.backdrop },
      video: {
        id: r.video_id,
        name: r.video_name,
        thumbnail: r.thumbnail,
        season_number: r.season_number,
        episode_number: r.episode_number,
      },
      position_seconds: r.position_seconds,
      duration_seconds: r.duration_seconds,
      progress: r.duration_seconds ? Math.min(1, r.position_seconds / r.duration_seconds) : null,
      updated_at: r.updated_at,
    });
    if (items.length >= limit) break;
  }
  return items;
}
