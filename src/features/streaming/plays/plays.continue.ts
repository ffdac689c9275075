import type { Db } from '../../../db/database';
import { lastWatchedTitles, latestWatchedEpisodes, nextEpisodeVideo } from '../history/history.queries';
import { unfinishedVideos } from './plays.queries';
import { RESUME_MIN_SECONDS } from './plays.resume';

interface ContinueItem {
  title: { id: number; name: string; slug: string; type: string; poster: string | null; backdrop: string | null };
  video: { id: number; name: string; thumbnail: string | null; season_number: number | null; episode_number: number | null };
  position_seconds: number;
  duration_seconds: number | null;
  progress: number | null;
  updated_at: string;
}

/**
 * 'Continue watching': per title, the latest video the user left unfinished (past the first minute),
 * unless the diary says the title was watched since; then, for series whose latest viewing finished
 * an episode, the next episode from its start.
 */
export async function continueWatching(db: Db, userId: number, limit = 20) {
  const rows = await unfinishedVideos(db, userId, RESUME_MIN_SECONDS, limit * 10);
  const watched = await lastWatchedTitles(
    db,
    userId,
    rows.map((r) => r.title_id),
  );
  const seen = new Set<number>();
  const items: ContinueItem[] = [];
  for (const r of rows) {
    if (seen.has(r.title_id)) continue;
    seen.add(r.title_id);
    // watched as a whole on or after the day it was left: finished elsewhere (marked, imported)
    const watchedOn = watched.get(r.title_id);
    if (watchedOn && watchedOn.slice(0, 10) >= r.updated_at.slice(0, 10)) continue;
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
  }
  for (const h of await latestWatchedEpisodes(db, userId, limit * 5)) {
    if (seen.has(h.title_id)) continue;
    seen.add(h.title_id);
    const next = await nextEpisodeVideo(db, h.title_id, h.season_number, h.episode_number);
    if (!next) continue;
    items.push({
      title: {
        id: next.title_id,
        name: next.title_name,
        slug: next.title_slug,
        type: next.title_type,
        poster: next.poster,
        backdrop: next.backdrop,
      },
      video: {
        id: next.video_id,
        name: next.video_name,
        thumbnail: next.thumbnail,
        season_number: next.season_number,
        episode_number: next.episode_number,
      },
      position_seconds: 0,
      duration_seconds: next.duration,
      progress: 0,
      updated_at: h.watched_at,
    });
  }
  return items.sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0)).slice(0, limit);
}
