import { invalidateTitles } from '../../catalogue/common/cache';
import { releasesChanged } from '../../catalogue/releases/releases.service';
import type { ActorDeps } from '../../../deps';
import { authorize, requireUser } from '../../../http/guard';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import { assertSafeKey } from '../../../platform/storage';
import { type AuthState, subjectOf } from '../../accounts/auth/auth-state';
import { hasPermission } from '../../accounts/roles/access';
import { mediaKeyPrefix } from '../media/media.signing';
import { VIDEO_PROCESS_JOB } from '../media/media.process';
import {
  captionsFor,
  deleteVideoRows,
  findEpisodeId,
  findFileEntry,
  findVideo,
  insertVideo,
  listVideosQuery,
  titleExists,
  titleNames,
  updateVideoRow,
  type VideoRow,
  videosForDeletion,
} from './videos.queries';
import { presentVideo } from './videos.present';
import type { ListVideosQuery, VideoBody, VideoUpdateBody } from './videos.schemas';
import { normalizeSrc } from './videos.src';

const canManage = (auth: AuthState) => hasPermission(subjectOf(auth), 'videos.update');
/** Signed media URLs of full videos go only to viewers who may play them. */
export const canPlayFull = (auth: AuthState) => hasPermission(subjectOf(auth), 'videos.play');

/** A video the viewer may see: approved, or their own submission, or any for managers. */
export async function visibleVideo(ctx: ActorDeps, id: number) {
  const video = await findVideo(ctx.db, id);
  if (!video) throw notFound();
  if (!video.approved && !canManage(ctx.auth) && video.user_id !== ctx.auth.user?.id) throw notFound();
  return video;
}

async function progressOf(ctx: ActorDeps, video: VideoRow) {
  if (video.status !== 'pending' && video.status !== 'processing') return null;
  // the newest job about the video: its processing, or the demo seed's job that draws and processes it
  const job = await ctx.services.jobs.latestFor('video', video.id);
  return job ? job.progress : 0;
}

export async function presentOne(ctx: ActorDeps, video: VideoRow) {
  const captions = await captionsFor(ctx.db, [video.id]);
  return presentVideo(video, {
    dataDir: ctx.config.DATA_DIR,
    storage: ctx.services.storage,
    captions,
    progress: await progressOf(ctx, video),
    withSources: true,
    canPlayFull: canPlayFull(ctx.auth),
  });
}

export async function listVideos(ctx: ActorDeps, q: ListVideosQuery) {
  authorize(ctx.auth, 'videos.view');
  const page = await paginate(listVideosQuery(ctx.db, q, { all: canManage(ctx.auth), userId: ctx.auth.user?.id ?? null }), q);
  const captions = await captionsFor(
    ctx.db,
    page.data.map((v) => v.id),
  );
  const opts = { dataDir: ctx.config.DATA_DIR, storage: ctx.services.storage, captions, canPlayFull: canPlayFull(ctx.auth) };
  // lists name each video's title (the admin table links to it) in one query
  const titles = new Map((await titleNames(ctx.db, [...new Set(page.data.map((v) => v.title_id))])).map((t) => [t.id, t]));
  // rows still being processed show their job's progress (the admin list polls while any does)
  const progress = new Map(await Promise.all(page.data.map(async (v) => [v.id, await progressOf(ctx, v)] as const)));
  return {
    ...page,
    data: page.data.map((v) => ({ ...presentVideo(v, { ...opts, progress: progress.get(v.id) }), title: titles.get(v.title_id) ?? null })),
  };
}

export async function showVideo(ctx: ActorDeps, id: number) {
  authorize(ctx.auth, 'videos.view');
  return presentOne(ctx, await visibleVideo(ctx, id));
}

/** Checks the merged fields of a create or update; returns the columns to write. */
async function resolveFields(ctx: ActorDeps, body: VideoBody) {
  const errors: Record<string, string[]> = {};
  const src = normalizeSrc(body.type, body.src);
  if ('error' in src) errors.src = [src.error];
  let sourceKey: string | null = null;
  if (body.type === 'upload') {
    if (body.source_key) {
      try {
        sourceKey = assertSafeKey(body.source_key);
      } catch {
        errors.source_key = ['The source key is not a valid storage key.'];
      }
    } else if (!body.file_entry_id) errors.file_entry_id = ['Upload a file for this video.'];
    else {
      // an uploaded file entry becomes the source: only its uploader or a manager may attach it
      const entry = await findFileEntry(ctx.db, body.file_entry_id);
      if (!entry || (entry.user_id !== ctx.auth.user?.id && !canManage(ctx.auth)))
        errors.file_entry_id = ['The selected file does not exist.'];
      else sourceKey = entry.disk_key;
    }
  }
  if (!(await titleExists(ctx.db, body.title_id))) errors.title_id = ['The selected title does not exist.'];
  if ((body.episode_number != null) !== (body.season_number != null) && body.episode_number != null) {
    errors.season_number = ['A season number is required with an episode number.'];
  }
  const episodeId = await findEpisodeId(ctx.db, body.title_id, body.season_number, body.episode_number);
  if (body.episode_number != null && body.season_number != null && !episodeId && !errors.title_id) {
    errors.episode_number = ['This episode does not exist.'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    name: body.name,
    type: body.type,
    src: 'src' in src ? src.src : null,
    file_entry_id: body.file_entry_id ?? null,
    source_key: sourceKey,
    category: body.category,
    quality: body.quality ?? null,
    language: body.language ?? null,
    order: body.order,
    title_id: body.title_id,
    season_number: body.season_number ?? null,
    episode_number: body.season_number != null ? (body.episode_number ?? null) : null,
    episode_id: episodeId,
  };
}

async function queueProcessing(ctx: ActorDeps, video: VideoRow) {
  if (video.type !== 'upload' || !video.source_key) return;
  await ctx.services.jobs.dispatch(
    VIDEO_PROCESS_JOB,
    { videoId: video.id },
    { subject: { type: 'video', id: video.id }, queue: 'media', maxAttempts: 3 },
  );
}

/** Title payloads (cached) list their approved videos: every video write clears them. */
function touchTitles(ctx: ActorDeps, titleIds: (number | null | undefined)[]) {
  const ids = titleIds.filter((id): id is number => typeof id === 'number');
  if (ids.length) invalidateTitles(ctx.services.cache, ids);
}

export async function createVideo(ctx: ActorDeps, body: VideoBody) {
  authorize(ctx.auth, 'videos.create');
  const user = requireUser(ctx.auth);
  const fields = await resolveFields(ctx, body);
  const video = await insertVideo(ctx.db, {
    ...fields,
    // user-submitted videos wait for a manager's approval
    approved: canManage(ctx.auth) ? 1 : 0,
    user_id: user.id,
    status: fields.type === 'upload' ? 'pending' : 'ready',
  });
  await queueProcessing(ctx, video);
  touchTitles(ctx, [video.title_id]);
  await releasesChanged(ctx, [video.title_id]);
  return presentOne(ctx, video);
}

export async function updateVideo(ctx: ActorDeps, id: number, body: VideoUpdateBody) {
  authorize(ctx.auth, 'videos.update');
  const current = await findVideo(ctx.db, id);
  if (!current) throw notFound();
  const merged: VideoBody = {
    name: body.name ?? current.name,
    type: body.type ?? current.type,
    src: body.src !== undefined ? body.src : current.src,
    file_entry_id: body.file_entry_id !== undefined ? body.file_entry_id : current.file_entry_id,
    // a newly attached upload replaces the old source (its key is resolved from the file entry)
    source_key:
      body.source_key !== undefined
        ? body.source_key
        : body.file_entry_id !== undefined && body.file_entry_id !== current.file_entry_id
          ? null
          : current.source_key,
    category: body.category ?? current.category,
    quality: body.quality !== undefined ? body.quality : current.quality,
    language: body.language !== undefined ? body.language : current.language,
    order: body.order ?? current.order,
    title_id: body.title_id ?? current.title_id,
    season_number: body.season_number !== undefined ? body.season_number : current.season_number,
    episode_number: body.episode_number !== undefined ? body.episode_number : current.episode_number,
  };
  const fields = await resolveFields(ctx, merged);
  const sourceChanged = fields.type === 'upload' && fields.source_key !== current.source_key;
  const video = await updateVideoRow(ctx.db, id, {
    ...fields,
    ...(sourceChanged ? { status: 'pending' as const, status_message: null, sources: null } : {}),
    ...(fields.type !== 'upload' ? { status: 'ready' as const, status_message: null } : {}),
  });
  if (sourceChanged) await queueProcessing(ctx, video);
  touchTitles(ctx, [current.title_id, video.title_id]);
  await releasesChanged(ctx, [video.title_id]);
  return presentOne(ctx, video);
}

export async function deleteVideos(ctx: ActorDeps, ids: number[]) {
  const user = requireUser(ctx.auth);
  const rows = await videosForDeletion(ctx.db, ids);
  // a submitter may withdraw their own pending video; everything else needs videos.delete
  const own = rows.every((r) => r.user_id === user.id && !r.approved);
  if (!own) authorize(ctx.auth, 'videos.delete');
  if (!rows.length) return { deleted: 0 };
  await deleteVideoRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  touchTitles(
    ctx,
    rows.map((r) => r.title_id),
  );
  for (const r of rows) {
    // derived media goes with the video; an uploaded source belongs to its file entry
    await ctx.services.storage.deletePrefix(mediaKeyPrefix(r.id)).catch(() => undefined);
    await ctx.services.storage.deletePrefix(`videos/${r.id}/`).catch(() => undefined);
  }
  return { deleted: rows.length };
}

export async function setApproval(ctx: ActorDeps, id: number, approved: boolean) {
  authorize(ctx.auth, 'videos.update');
  const video = await findVideo(ctx.db, id);
  if (!video) throw notFound();
  const updated = await updateVideoRow(ctx.db, id, { approved: approved ? 1 : 0 });
  touchTitles(ctx, [updated.title_id]);
  await releasesChanged(ctx, [updated.title_id]);
  return presentOne(ctx, updated);
}
