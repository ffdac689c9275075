import type { ActorDeps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { notFound } from '../../../http/errors';
import { presentModerationPage } from '../reports/moderation.present';
import { deleteReportsFor } from '../reports/reports.queries';
import { type CommentRow, existingCommentIds, moderationCommentsPage, removeComment } from './comments.queries';
import type { ModerationCommentsQuery } from './comments.schemas';

/** Every comment across titles, episodes, news and lists, with its target, author and report count. */
export async function listModerationComments(deps: ActorDeps, q: ModerationCommentsQuery) {
  authorize(deps.auth, 'comments.update');
  const target = (r: CommentRow) => ({ type: r.commentable_type, id: r.commentable_id });
  return presentModerationPage(deps.db, 'comment', await moderationCommentsPage(deps.db, q), target, (r) => ({
    content: r.content,
    deleted: !!r.deleted,
    parent_id: r.parent_id,
    replies_count: r.replies_count,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    commentable_type: r.commentable_type,
    commentable_id: r.commentable_id,
  }));
}

/** Bulk delete for moderators: as the author's own delete (stubs keep reply threads), all or nothing. */
export async function deleteCommentsAsModerator(deps: ActorDeps, ids: number[]) {
  authorize(deps.auth, 'comments.delete');
  const found = await existingCommentIds(deps.db, ids);
  if (!found.length) throw notFound('Comment not found.');
  await deps.db.transaction().execute(async (trx) => {
    for (const id of found) await removeComment(trx, id);
    await deleteReportsFor(trx, 'comment', found);
  });
  return { deleted: found };
}
