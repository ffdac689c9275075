import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import type { AuthState } from '../../accounts/auth/auth-state';
import { publishNotification } from '../../notifications/publish';
import {
  EPISODE_PLAYABLE,
  episodesData,
  PERSON_NEW_TITLE,
  personTitleData,
  titlePlayableData,
  WATCHLIST_PLAYABLE,
} from './releases.notifications';
import {
  claimEpisodes,
  claimPersonTitles,
  claimTitles,
  type PlayableEpisode,
  unannouncedEpisodes,
  unannouncedPersonTitles,
  unannouncedTitles,
} from './releases.queries';

// Releases: tells followers when something becomes watchable, exactly once per subject.
// - a series' episodes that became playable -> its followers (one notification per batch, merged
//   with an unread earlier one);
// - a title that became playable -> everyone with it on a watchlist;
// - a title new to the catalogue (added in the last NEW_TITLE_DAYS days) -> followers of each
//   person credited on it.
// Each announcement is recorded in the transaction that publishes its event, so a retry or a
// concurrent run never repeats it and a metadata edit of an announced subject says nothing.
// Writes that can make something playable call releasesChanged() after they commit; the
// `releases:scan` schedule catches air dates that arrive with no edit, and anything a crash skipped.

/** A title counts as new to the catalogue for this long after it was added (re-imports keep their date). */
export const NEW_TITLE_DAYS = 7;

type ReleaseDeps = Pick<Deps, 'db' | 'services'> & { auth?: AuthState };

function bySeries(episodes: PlayableEpisode[]) {
  const groups = new Map<number, PlayableEpisode[]>();
  for (const e of episodes) groups.set(e.title_id, [...(groups.get(e.title_id) ?? []), e]);
  return groups;
}

/** Announces what became playable or new among `titleIds` (all titles when omitted). */
export async function announceReleases(deps: ReleaseDeps, titleIds?: number[], now = new Date()) {
  if (titleIds && !titleIds.length) return { episodes: 0, titles: 0, person_titles: 0 };
  const today = nowIso(now).slice(0, 10);
  const since = nowIso(new Date(now.getTime() - NEW_TITLE_DAYS * 86_400_000));
  const stamp = nowIso(now);
  // whoever made the change is not told about it
  const actorId = deps.auth?.user?.id;
  return deps.db.transaction().execute(async (trx) => {
    const ctx = { db: trx, services: deps.services };

    const episodes = await unannouncedEpisodes(trx, today, titleIds);
    const claimed = await claimEpisodes(
      trx,
      episodes.map((e) => e.id),
      stamp,
    );
    const released = episodes.filter((e) => claimed.has(e.id));
    for (const [seriesId, batch] of bySeries(released)) {
      await publishNotification(ctx, {
        type: EPISODE_PLAYABLE,
        audience: { resolver: 'title-followers', id: seriesId },
        data: episodesData(batch),
        key: `episode-playable:${Math.min(...batch.map((e) => e.id))}`,
        group: `series:${seriesId}`,
        actorId,
      });
    }

    const titles = await unannouncedTitles(trx, today, titleIds);
    const claimedTitles = await claimTitles(
      trx,
      titles.map((t) => t.id),
      stamp,
    );
    for (const title of titles.filter((t) => claimedTitles.has(t.id))) {
      await publishNotification(ctx, {
        type: WATCHLIST_PLAYABLE,
        audience: { resolver: 'title-watchlisters', id: title.id },
        data: titlePlayableData(title),
        key: `title-playable:${title.id}`,
        actorId,
      });
    }

    const credits = await unannouncedPersonTitles(trx, since, titleIds);
    const claimedCredits = await claimPersonTitles(trx, credits, stamp);
    const newTitles = credits.filter((c) => claimedCredits.has(`${c.person_id}:${c.title_id}`));
    for (const credit of newTitles) {
      await publishNotification(ctx, {
        type: PERSON_NEW_TITLE,
        audience: { resolver: 'person-followers', id: credit.person_id },
        data: personTitleData(credit),
        key: `person-new-title:${credit.person_id}:${credit.title_id}`,
        actorId,
      });
    }
    return { episodes: released.length, titles: claimedTitles.size, person_titles: newTitles.length };
  });
}

/**
 * After a write that may have made something of these titles playable or new (a video created,
 * approved, processed or moved; a release date edited; a credit added): announce it now. A
 * failure here never fails the write: it is logged, and the next scan announces it.
 */
export async function releasesChanged(deps: ReleaseDeps, titleIds: (number | null | undefined)[]) {
  const ids = [...new Set(titleIds.filter((id): id is number => typeof id === 'number'))];
  try {
    await announceReleases(deps, ids);
  } catch (err) {
    deps.services.logger.error({ err, titleIds: ids }, 'Announcing releases failed; the next releases:scan retries');
  }
}
