import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import { AppError, notFound } from '../../../http/errors';
import type { PageParams } from '../../../http/pagination';
import { paginate } from '../../../http/pagination';
import { assertCatalogueItem, limitWrites } from '../../community/profiles/community-common';
import { loadProfile } from '../../community/profiles/profiles.service';
import { deleteHistoryEntry, episodeBelongsTo, findHistoryEntry, historyEntryByKey, historyQuery, insertHistory } from './history.queries';
import { presentHistoryEntry } from './history.present';
import type { MarkWatchedBody } from './history.schemas';

// The diary: what a user watched and when. Plays write to it when they are watched (isFinished, plays.resume.ts),
// imports and the "mark watched" call too; every writer carries a source_key so it never adds a
// row twice.

/** Writes the diary row of a finished play: one per user, video and day, however many reports reach the end. */
export async function recordFinishedPlay(
  db: Db,
  play: { userId: number; videoId: number; titleId: number; episodeId: number | null; at: string },
) {
  await insertHistory(db, {
    user_id: play.userId,
    title_id: play.titleId,
    episode_id: play.episodeId,
    watched_at: play.at,
    source: 'play',
    source_key: `play:${play.videoId}:${play.at.slice(0, 10)}`,
  });
}

/**
 * A user's diary, newest first. It carries the ratings given with each viewing, so it is hidden
 * exactly when the profile hides its ratings; the owner and admins always see it.
 */
export async function historyOf(deps: ActorDeps, userId: number, q: PageParams) {
  const profile = await loadProfile(deps, userId);
  if (profile.ratingsHidden) throw new AppError(403, 'This user keeps their diary private.', undefined, 'profile_private');
  return paginate(historyQuery(deps.db, userId), q, presentHistoryEntry);
}

/** Marks a title (or one episode) watched on a day; marking the same thing on the same day again changes nothing. */
export async function markWatched(deps: ActorDeps, body: MarkWatchedBody) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'ratings');
  await assertCatalogueItem(deps.db, 'title', body.title_id);
  if (body.episode_id && !(await episodeBelongsTo(deps.db, body.title_id, body.episode_id))) {
    throw notFound('That episode does not exist.');
  }
  const day = body.watched_at ?? nowIso().slice(0, 10);
  const key = `manual:${body.title_id}:${body.episode_id ?? 0}:${day}`;
  await insertHistory(deps.db, {
    user_id: user.id,
    title_id: body.title_id,
    episode_id: body.episode_id ?? null,
    watched_at: day,
    source: 'manual',
    source_key: key,
    rating: body.rating ?? null,
    rewatch: body.rewatch ? 1 : 0,
  });
  return presentHistoryEntry((await historyEntryByKey(deps.db, user.id, key))!);
}

/** Removes one diary entry of the signed-in user; anyone else's answers 404. */
export async function removeHistoryEntry(deps: ActorDeps, id: number) {
  const user = requireUser(deps.auth);
  const row = await findHistoryEntry(deps.db, id);
  if (!row || row.user_id !== user.id) throw notFound('Diary entry not found.');
  await deleteHistoryEntry(deps.db, id);
}
