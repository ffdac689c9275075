import { authorize } from '../../../http/guard';
import { resumeAt } from '../plays/plays.resume';
import { captionsFor } from '../videos/videos.queries';
import { presentVideo } from '../videos/videos.present';
import { canPlayFull, presentOne, visibleVideo, type VideosCtx } from '../videos/videos.service';

// GET watch/{videoId}. Gating (documented in docs/watching.md): seeing the page needs titles.view;
// a 'full' video also needs videos.play (401 for guests → /login, 403 for signed-in users →
// /pricing or forbidden, decided by the client). Trailers and clips need titles.view only.

const TITLE_FIELDS = [
  'id',
  'type',
  'name',
  'original_name',
  'slug',
  'tagline',
  'description',
  'release_date',
  'year',
  'runtime',
  'certification',
  'language',
  'rating',
  'vote_count',
  'poster',
  'backdrop',
  'seasons_count',
  'episodes_count',
] as const;
const EPISODE_FIELDS = [
  'id',
  'title_id',
  'season_id',
  'season_number',
  'episode_number',
  'name',
  'description',
  'release_date',
  'runtime',
  'poster',
  'rating',
] as const;

export async function watchPayload(ctx: VideosCtx, videoId: number) {
  authorize(ctx.auth, 'titles.view');
  const video = await visibleVideo(ctx, videoId);
  if (video.category === 'full') authorize(ctx.auth, 'videos.play');
  const { db } = ctx;

  const title = await db.selectFrom('titles').select(TITLE_FIELDS).where('id', '=', video.title_id).executeTakeFirstOrThrow();
  const episode =
    video.season_number != null && video.episode_number != null
      ? ((await db
          .selectFrom('episodes')
          .select(EPISODE_FIELDS)
          .where('title_id', '=', video.title_id)
          .where('season_number', '=', video.season_number)
          .where('episode_number', '=', video.episode_number)
          .executeTakeFirst()) ?? null)
      : null;

  const siblings = await db
    .selectFrom('videos')
    .selectAll()
    .where('title_id', '=', video.title_id)
    .where('approved', '=', 1)
    .where('id', '!=', video.id)
    .orderBy('order')
    .orderBy('id')
    .limit(60)
    .execute();
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
    const next = await db
      .selectFrom('episodes')
      .select(EPISODE_FIELDS)
      .where('title_id', '=', video.title_id)
      .where((eb) =>
        eb.or([
          eb.and([eb('season_number', '=', episode.season_number), eb('episode_number', '>', episode.episode_number)]),
          eb('season_number', '>', episode.season_number),
        ]),
      )
      .orderBy('season_number')
      .orderBy('episode_number')
      .limit(1)
      .executeTakeFirst();
    if (next) {
      const nextVideo = await db
        .selectFrom('videos')
        .select('id')
        .where('title_id', '=', video.title_id)
        .where('season_number', '=', next.season_number)
        .where('episode_number', '=', next.episode_number)
        .where('approved', '=', 1)
        .where('category', '=', 'full')
        .orderBy('order')
        .limit(1)
        .executeTakeFirst();
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
