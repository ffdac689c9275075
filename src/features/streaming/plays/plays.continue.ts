import type { Db } from '../../../db/database';
import { RESUME_MIN_SECONDS } from './plays.resume';

/** 'Continue watching': per title, the latest video the user left unfinished (past the first minute). */
export async function continueWatching(db: Db, userId: number, limit = 20) {
  const rows = await db
    .selectFrom('video_progress as p')
    .innerJoin('videos as v', 'v.id', 'p.video_id')
    .innerJoin('titles as t', 't.id', 'p.title_id')
    .select([
      'p.video_id',
      'p.title_id',
      'p.position_seconds',
      'p.duration_seconds',
      'p.updated_at',
      'v.name as video_name',
      'v.thumbnail',
      'v.season_number',
      'v.episode_number',
      't.name as title_name',
      't.slug as title_slug',
      't.type as title_type',
      't.poster',
      't.backdrop',
    ])
    .where('p.user_id', '=', userId)
    .where('p.finished', '=', 0)
    .where('p.position_seconds', '>=', RESUME_MIN_SECONDS)
    .where('v.approved', '=', 1)
    .orderBy('p.updated_at', 'desc')
    .limit(limit * 10)
    .execute();
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
