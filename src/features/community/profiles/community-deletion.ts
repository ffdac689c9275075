import type { Trx } from '../../../db/database';
import { recountReplies, recountVotes } from '../comments/comments.queries';
import { recomputeLocalRating } from '../ratings/ratings.queries';
import { recountFeedback } from '../reviews/reviews.queries';

/**
 * Removes deleted users' community data in the deleting transaction. Most rows go by cascade
 * (lists, items, profile, follows, reports they filed); what remains is keeping others' numbers
 * right: title averages, helpful counts, comment scores, and reply threads (a comment others
 * replied to becomes an anonymous 'deleted' stub instead of taking their replies with it).
 */
export async function removeCommunityData(trx: Trx, userIds: number[]) {
  const rated = await trx.selectFrom('ratings').select(['rateable_type', 'rateable_id']).where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('ratings').where('user_id', 'in', userIds).execute();
  for (const r of rated) await recomputeLocalRating(trx, r.rateable_type, r.rateable_id);

  const fed = await trx.selectFrom('review_feedback').select('review_id').where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('review_feedback').where('user_id', 'in', userIds).execute();
  const reviews = await trx.selectFrom('reviews').select('id').where('user_id', 'in', userIds).execute();
  if (reviews.length)
    await trx
      .deleteFrom('abuse_reports')
      .where('reportable_type', '=', 'review')
      .where(
        'reportable_id',
        'in',
        reviews.map((r) => r.id),
      )
      .execute();
  await trx.deleteFrom('reviews').where('user_id', 'in', userIds).execute();
  await recountFeedback(
    trx,
    fed.map((f) => f.review_id).filter((id) => !reviews.some((r) => r.id === id)),
  );

  const voted = await trx.selectFrom('comment_votes').select('comment_id').where('user_id', 'in', userIds).execute();
  await trx.deleteFrom('comment_votes').where('user_id', 'in', userIds).execute();

  // Comments on their lists go with the lists.
  const lists = await trx.selectFrom('lists').select('id').where('user_id', 'in', userIds).execute();
  if (lists.length)
    await trx
      .deleteFrom('comments')
      .where('commentable_type', '=', 'list')
      .where(
        'commentable_id',
        'in',
        lists.map((l) => l.id),
      )
      .execute();

  // Their leaf comments go (repeatedly: removing a leaf can make its parent one); the rest become stubs.
  const touchedParents = new Set<number>();
  for (;;) {
    const leaves = await trx
      .selectFrom('comments as c')
      .select(['c.id', 'c.parent_id'])
      .where('c.user_id', 'in', userIds)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('comments as r').select('r.id').whereRef('r.parent_id', '=', 'c.id'))))
      .execute();
    if (!leaves.length) break;
    const ids = leaves.map((l) => l.id);
    await trx.deleteFrom('abuse_reports').where('reportable_type', '=', 'comment').where('reportable_id', 'in', ids).execute();
    await trx.deleteFrom('comments').where('id', 'in', ids).execute();
    for (const l of leaves) if (l.parent_id) touchedParents.add(l.parent_id);
  }
  const stubs = await trx.selectFrom('comments').select('id').where('user_id', 'in', userIds).execute();
  if (stubs.length) {
    await trx
      .deleteFrom('abuse_reports')
      .where('reportable_type', '=', 'comment')
      .where(
        'reportable_id',
        'in',
        stubs.map((s) => s.id),
      )
      .execute();
    await trx.updateTable('comments').set({ user_id: null, deleted: 1, content: '' }).where('user_id', 'in', userIds).execute();
  }
  const parents = await trx
    .selectFrom('comments')
    .select('id')
    .where('id', 'in', [...touchedParents, 0])
    .execute();
  await recountReplies(
    trx,
    parents.map((p) => p.id),
  );
  const stillThere = await trx
    .selectFrom('comments')
    .select('id')
    .where('id', 'in', [...voted.map((v) => v.comment_id), 0])
    .execute();
  await recountVotes(
    trx,
    stillThere.map((c) => c.id),
  );
}
