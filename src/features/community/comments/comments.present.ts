import type { Db, Trx } from '../../../db/database';
import { type presentUserSummary, userSummaries } from '../profiles/community-common';
import { type CommentRow, votesOf } from './comments.queries';
import { commentHtml } from './content-html';

export type PresentedComment = ReturnType<typeof presentOne> & { replies?: PresentedComment[] };

function presentOne(c: CommentRow, user: ReturnType<typeof presentUserSummary> | null, vote: number | undefined) {
  const deleted = !!c.deleted;
  return {
    id: c.id,
    user: deleted ? null : user,
    commentable_type: c.commentable_type,
    commentable_id: c.commentable_id,
    parent_id: c.parent_id,
    depth: c.depth,
    content: deleted ? '' : c.content,
    content_html: deleted ? '' : commentHtml(c.content),
    deleted,
    upvotes: c.upvotes,
    downvotes: c.downvotes,
    score: c.score,
    replies_count: c.replies_count,
    current_user_vote: vote === 1 ? 'up' : vote === -1 ? 'down' : null,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** Flat presentation with authors and the viewer's votes. */
export async function presentComments(db: Db | Trx, rows: CommentRow[], viewerId: number | null) {
  const users = await userSummaries(
    db,
    rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  );
  const votes = await votesOf(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentOne(r, r.user_id ? (users.get(r.user_id) ?? null) : null, votes.get(r.id)) as PresentedComment);
}
