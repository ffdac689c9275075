import type { ActorDeps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { resumeAt } from '../plays/plays.resume';
import { captionsFor } from '../videos/videos.queries';
import { presentVideo } from '../videos/videos.present';
import { canPlayFull, presentOne, visibleVideo } from '../videos/videos.service';
import { approvedVideosBesides, episodeAfter, fullVideoOfEpisode, watchEpisode, watchTitle } from './watch.queries';

// GET watch/{videoId}. Gating (documented in docs/watching.md): seeing the page needs titles.view;
// a 'full' video also needs videos.play (401 for guests → /login, 403 for signed-in users →
// /pricing or forbidden, decided by the client). Trailers and clips need titles.view only.

export async function watchPayload(ctx: ActorDeps, videoId: number) {
  authorize(ctx.auth, 'titles.view');
  const video = await visibleVideo(ctx, videoId);
  if (video.category === 'full') authorize(ctx.auth, 'videos.play');
  const { db } = ctx;

  const title = await watchTitle(db, video.title_id);
  const episode =
    video.season_number != null && video.episode_number != null
      ? ((await watchEpisode(db, video.title_id, video.season_number, video.episode_number)) ?? null)
      : null;

  const siblings = await approvedVideosBesides(db, video, 60);
  const samePlace = (v: (typeof siblings)[number]) => v.season_number === video.season_number && v.episode_number === video.episode_number;
  // other qualities, languages and sources of the same film or episode
  const alternatives = siblings.filter((v) => samePlace(v) && v.category === video.category);
  const related = siblings.filter((v) => !alternatives.includes(v)).slice(0, 20);
  const captions = await captionsFor(
    db,
    alternatives.map((v) => v.id),
  );
  const light = { dataDir: ctx.config.DATA_DIR, storage: ctx.services.storage, captions, canPlayFull: canPlayFull(ctx.auth) };

  let nextEpisode: Record<string, unknown> | null = null;
  if (episode) {
    const next = await episodeAfter(db, video.title_id, episode.season_number, episode.episode_number);
    if (next) {
      const nextVideo = await fullVideoOfEpisode(db, video.title_id, next.season_number, next.episode_number);
      nextEpisode = { ...next, video_id: nextVideo?.id ?? null };
    }
  }

  return {
    video: await presentOne(ctx, video),
    title,
    episode,
    alternative_videos: alternatives.map((v) => presentVideo(v, light)),
    related_videos: related.map((v) => presentVideo(v, light)),
    next_episode: nextEpisode,
    resume_at: await resumeAt(db, ctx.auth.user?.id, video.id),
  };
}
