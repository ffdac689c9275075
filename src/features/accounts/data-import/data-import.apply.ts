import { type Db, nowIso, type Trx } from '../../../db/database';
import { ensureWatchlist, addListItem, insertList, recountListItems } from '../../community/lists/lists.queries';
import { recomputeLocalRating, saveRating, userRatingOf } from '../../community/ratings/ratings.queries';
import { findReview, findUserReviewId, insertReview, updateReviewRow } from '../../community/reviews/reviews.queries';
import { historyEntryByKey, insertHistory } from '../../streaming/history/history.queries';
import { makeSlug } from '../../catalogue/common/slug';
import type { ImportRecord } from './data-import.records';
import type { Match } from './data-import.match';
import { hasOtherHistory, insertListItemAt, listHasTitle, moveListItem, ownListNamed, updateHistory } from './data-import.queries';

// Applies one matched row in its own transaction: a row is whole or not there. Every write finds
// what an earlier import of the same row wrote (the rating of the title, the diary entry by its
// source key, the list by its name), so a re-import changes nothing. The user's own ratings and
// reviews stay unless they asked to overwrite them.

export type Outcome = 'imported' | 'updated' | 'skipped';

export interface ApplyOptions {
  userId: number;
  overwrite: boolean;
}

export function applyRecord(db: Db, record: ImportRecord, match: Match, opts: ApplyOptions): Promise<Outcome> {
  return db.transaction().execute((trx) => applyIn(trx, record, match, opts));
}

async function applyIn(trx: Trx, record: ImportRecord, match: Match, { userId, overwrite }: ApplyOptions): Promise<Outcome> {
  const now = nowIso();
  switch (record.kind) {
    case 'rating': {
      const [type, id] = match.episodeId ? (['episode', match.episodeId] as const) : (['title', match.titleId] as const);
      const existing = await userRatingOf(trx, userId, type, id);
      if (existing !== null && (existing === record.rating || !overwrite)) return 'skipped';
      await saveRating(trx, userId, type, id, record.rating, record.date && existing === null ? isoTime(record.date) : now);
      await recomputeLocalRating(trx, type, id);
      return existing !== null ? 'updated' : 'imported';
    }
    case 'watchlist': {
      const list = await ensureWatchlist(trx, userId);
      return (await addListItem(trx, list.id, 'title', match.titleId, userId)).added ? 'imported' : 'skipped';
    }
    case 'history': {
      const existing = await historyEntryByKey(trx, userId, record.key);
      if (existing) {
        const changed =
          existing.rating !== record.rating || existing.rewatch !== Number(record.rewatch) || existing.watched_at !== record.watchedAt;
        if (!changed || !overwrite) return 'skipped';
        await updateHistory(trx, existing.id, { rating: record.rating, rewatch: Number(record.rewatch), watched_at: record.watchedAt });
        return 'updated';
      }
      if (record.unlessLogged && (await hasOtherHistory(trx, userId, match.titleId, record.source, record.key))) return 'skipped';
      await insertHistory(trx, {
        user_id: userId,
        title_id: match.titleId,
        episode_id: match.episodeId,
        watched_at: record.watchedAt,
        source: record.source,
        source_key: record.key,
        rewatch: Number(record.rewatch),
        rating: record.rating,
      });
      return 'imported';
    }
    case 'review': {
      const reviewId = await findUserReviewId(trx, userId, 'title', match.titleId);
      const existing = reviewId ? await findReview(trx, reviewId) : undefined;
      if (existing && (existing.body === record.body || !overwrite)) return 'skipped';
      // a review carries a rating: the row's, else the one the user already gave
      const rating = record.rating ?? existing?.rating ?? (await userRatingOf(trx, userId, 'title', match.titleId));
      if (!rating) return 'skipped';
      if (existing) await updateReviewRow(trx, existing.id, { body: record.body, rating, updated_at: now });
      else {
        const at = record.date ? isoTime(record.date) : now;
        await insertReview(trx, {
          user_id: userId,
          reviewable_type: 'title',
          reviewable_id: match.titleId,
          rating,
          title: null,
          body: record.body,
          created_at: at,
          updated_at: at,
        });
      }
      if ((await userRatingOf(trx, userId, 'title', match.titleId)) === null || overwrite) {
        await saveRating(trx, userId, 'title', match.titleId, rating, now);
        await recomputeLocalRating(trx, 'title', match.titleId);
      }
      return existing ? 'updated' : 'imported';
    }
    case 'list': {
      const listId = (await ownListNamed(trx, userId, record.list.name))?.id ?? (await createList(trx, userId, record.list, now));
      const item = await listHasTitle(trx, listId, match.titleId);
      if (item) {
        if (item.order === record.position) return 'skipped';
        await moveListItem(trx, item.id, record.position);
        return 'updated';
      }
      await insertListItemAt(trx, listId, match.titleId, record.position, userId, now);
      await recountListItems(trx, listId);
      return 'imported';
    }
  }
}

async function createList(trx: Trx, userId: number, list: { name: string; description: string | null; public: boolean }, now: string) {
  const row = await insertList(trx, {
    user_id: userId,
    workspace_id: null,
    name: list.name,
    slug: makeSlug(list.name),
    description: list.description,
    public: list.public ? 1 : 0,
    created_at: now,
    updated_at: now,
  });
  return row.id;
}

/** A diary date ('2024-03-01') as the timestamp the community tables keep. */
const isoTime = (date: string) => (date.length === 10 ? `${date}T00:00:00.000Z` : date);
