import type { Trx } from '../../../db/database';
import {
  commentIdsBy,
  commentsVotedBy,
  deleteCommentRows,
  deleteCommentsOn,
  deleteVotesBy,
  existingCommentIds,
  leafCommentsBy,
  recountReplies,
  recountVotes,
  stubCommentsBy,
} from '../comments/comments.queries';
import { forgetItemsAddedBy, handWorkspaceListsToOwners, listIdsOf } from '../lists/lists.queries';
import { deleteRatingsBy, ratedBy, recomputeLocalRating } from '../ratings/ratings.queries';
import { deleteReportsFor } from '../reports/reports.queries';
import { deleteFeedbackBy, deleteReviewsBy, recountFeedback, reviewIdsBy, reviewsFedBackBy } from '../reviews/reviews.queries';

/**
 * Removes deleted users' community data in the deleting transaction. Most rows go by cascade
 * (their own lists, items, profile, follows, reports they filed); what remains is keeping others' numbers
 * right: title averages, helpful counts, comment scores, and reply threads (a comment others
 * replied to becomes an anonymous 'deleted' stub instead of taking their replies with it).
 */
export async function removeCommunityData(trx: Trx, userIds: number[]) {
  const rated = await ratedBy(trx, userIds);
  await deleteRatingsBy(trx, userIds);
  for (const r of rated) await recomputeLocalRating(trx, r.rateable_type, r.rateable_id);

  const fed = await reviewsFedBackBy(trx, userIds);
  await deleteFeedbackBy(trx, userIds);
  const reviews = await reviewIdsBy(trx, userIds);
  await deleteReportsFor(trx, 'review', reviews);
  await deleteReviewsBy(trx, userIds);
  await recountFeedback(
    trx,
    fed.filter((id) => !reviews.includes(id)),
  );

  const voted = await commentsVotedBy(trx, userIds);
  await deleteVotesBy(trx, userIds);

  // Items they added to lists stay (others' lists, workspace lists) without naming them; workspace
  // lists they created stay with the workspace. Comments on the lists that go (their own) go with them.
  await forgetItemsAddedBy(trx, userIds);
  await handWorkspaceListsToOwners(trx, userIds);
  await deleteCommentsOn(trx, 'list', await listIdsOf(trx, userIds));

  // Their leaf comments go (repeatedly: removing a leaf can make its parent one); the rest become stubs.
  const touchedParents = new Set<number>();
  for (;;) {
    const leaves = await leafCommentsBy(trx, userIds);
    if (!leaves.length) break;
    await deleteCommentRows(
      trx,
      leaves.map((l) => l.id),
    );
    for (const l of leaves) if (l.parent_id) touchedParents.add(l.parent_id);
  }
  const stubs = await commentIdsBy(trx, userIds);
  if (stubs.length) {
    await deleteReportsFor(trx, 'comment', stubs);
    await stubCommentsBy(trx, userIds);
  }
  await recountReplies(trx, await existingCommentIds(trx, [...touchedParents]));
  await recountVotes(trx, await existingCommentIds(trx, voted));
}
