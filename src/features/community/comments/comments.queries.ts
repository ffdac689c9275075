import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { CommentsTable } from '../../../db/tables/community';
import { type presentUserSummary, userSummaries } from '../profiles/community-common';
import { commentHtml } from './content-html';

export type CommentRow = Selectable<CommentsTable>;

/**
 * Lower bound of the Wilson score interval (95%) for the share of upvotes: a comment with 40 up
 * and 5 down outranks one with 2 up and 0 down, which plain averages would not do.
 */
export function wilsonScore(up: number, down: number) {
  const n = up + down;
  if (!n) return 0;
  const z = 1.96;
  const p = up / n;
  return (p + (z * z) / (2 * n) - z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)) / (1 + (z * z) / n);
}

export async function recountVotes(trx: Trx, commentIds: number[]) {
  for (const id of new Set(commentIds)) {
    const row = await trx
      .selectFrom('comment_votes')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('vote', '>', 0).then(1).else(0).end()).as('up'),
        eb.fn.sum<number>(eb.case().when('vote', '<', 0).then(1).else(0).end()).as('down'),
      ])
      .where('comment_id', '=', id)
      .executeTakeFirst();
    const up = Number(row?.up ?? 0);
    const down = Number(row?.down ?? 0);
    await trx
      .updateTable('comments')
      .set({ upvotes: up, downvotes: down, score: wilsonScore(up, down) })
      .where('id', '=', id)
      .execute();
  }
}

export async function recountReplies(trx: Trx, commentIds: number[]) {
  for (const id of new Set(commentIds)) {
    const { n } = (await trx
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirst()) ?? { n: 0 };
    await trx
      .updateTable('comments')
      .set({ replies_count: Number(n) })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Removes a comment: with replies it stays as a stub (deleted=1, no text, no author shown);
 * without, the row goes, and so does a stub parent that no longer has replies.
 */
export async function removeComment(trx: Trx, id: number) {
  let current: CommentRow | undefined = await trx.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  let first = true;
  while (current) {
    const hasReplies = await trx.selectFrom('comments').select('id').where('parent_id', '=', current.id).limit(1).executeTakeFirst();
    if (hasReplies) {
      if (first) await trx.updateTable('comments').set({ deleted: 1, content: '' }).where('id', '=', current.id).execute();
      return;
    }
    if (!first && !current.deleted) return;
    await trx.deleteFrom('comments').where('id', '=', current.id).execute();
    await trx.deleteFrom('abuse_reports').where('reportable_type', '=', 'comment').where('reportable_id', '=', current.id).execute();
    if (current.parent_id === null) return;
    await recountReplies(trx, [current.parent_id]);
    current = await trx.selectFrom('comments').selectAll().where('id', '=', current.parent_id).executeTakeFirst();
    first = false;
  }
}

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
  const votes = new Map<number, number>();
  if (viewerId && rows.length) {
    const vs = await db
      .selectFrom('comment_votes')
      .select(['comment_id', 'vote'])
      .where('user_id', '=', viewerId)
      .where(
        'comment_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const v of vs) votes.set(v.comment_id, v.vote);
  }
  return rows.map((r) => presentOne(r, r.user_id ? (users.get(r.user_id) ?? null) : null, votes.get(r.id)) as PresentedComment);
}
