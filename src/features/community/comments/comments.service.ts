import { nowIso } from '../../../db/database';
import type { CommentableType } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { forbidden, notFound, validationError } from '../../../http/errors';
import { canSeeList } from '../lists/lists.service';
import { findList } from '../lists/lists.queries';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';
import { fileReport } from '../reports/reports.service';
import { hasPermission } from '../../accounts/roles/access';
import { publishReply } from './comment-notifications';
import { type PresentedComment, presentComments } from './comments.present';
import {
  type CommentRow,
  countLiveCommentsBy,
  findComment,
  insertComment,
  recountReplies,
  recountVotes,
  removeComment,
  repliesUnder,
  saveVote,
  topLevelComments,
  updateCommentContent,
  voteCounts,
} from './comments.queries';
import type { CommentsQuery, CreateCommentBody } from './comments.schemas';

/** The thing commented on must exist and be visible: a private list is a 404 to others. */
export async function assertCommentable(deps: ActorDeps, type: CommentableType, id: number) {
  if (type === 'list') {
    const list = await findList(deps.db, id);
    if (!list || !(await canSeeList(deps, list))) throw notFound('List not found.');
    return;
  }
  await assertCatalogueItem(deps.db, type, id);
}

const encodeCursor = (c: { s: number; id: number }) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string | undefined) {
  if (!raw) return null;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof c?.s === 'number' && Number.isFinite(c.s) && Number.isSafeInteger(c?.id)) return c as { s: number; id: number };
  } catch {
    // fall through to the field error
  }
  throw validationError({ cursor: ['The cursor is invalid.'] });
}

/** Top-level comments ranked (Wilson score, then newest), cursor-paginated, each with its whole reply tree. */
export async function listComments(deps: ActorDeps, q: CommentsQuery) {
  authorize(deps.auth, 'comments.view');
  await assertCommentable(deps, q.commentable.type, q.commentable.id);
  const cursor = decodeCursor(q.cursor);
  const rows = await topLevelComments(deps.db, q.commentable, q.orderBy, cursor, q.perPage + 1);
  const roots = rows.slice(0, q.perPage);
  const last = roots.at(-1);
  const next = rows.length > q.perPage && last ? encodeCursor({ s: last.score, id: last.id }) : null;
  const replies = await repliesUnder(
    deps.db,
    roots.map((r) => r.id),
  );
  const presented = await presentComments(deps.db, [...roots, ...replies], deps.auth.user?.id ?? null);
  const byId = new Map<number, PresentedComment>(presented.map((p) => [p.id, { ...p, replies: [] }]));
  for (const r of replies) byId.get(r.parent_id!)?.replies!.push(byId.get(r.id)!);
  return { data: roots.map((r) => byId.get(r.id)!), per_page: q.perPage, next_cursor: next, prev_cursor: null as string | null };
}

export async function createComment(deps: ActorDeps, body: CreateCommentBody) {
  const user = requireUser(deps.auth);
  authorizeQuota(deps.auth, 'comments.create', 'count', await countLiveCommentsBy(deps.db, user.id));
  await limitWrites(deps.db, user.id, 'comments');
  const { type, id } = body.commentable;
  await assertCommentable(deps, type, id);
  let parent: CommentRow | undefined;
  if (body.parent_id) {
    parent = await findComment(deps.db, body.parent_id);
    if (!parent || parent.commentable_type !== type || parent.commentable_id !== id)
      throw validationError({ parent_id: ['The comment you reply to does not exist.'] });
    if (parent.deleted) throw validationError({ parent_id: ['You cannot reply to a deleted comment.'] });
  }
  const now = nowIso();
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertComment(trx, {
      user_id: user.id,
      commentable_type: type,
      commentable_id: id,
      parent_id: parent?.id ?? null,
      root_id: parent ? (parent.root_id ?? parent.id) : null,
      depth: parent ? parent.depth + 1 : 0,
      content: body.content,
      created_at: now,
      updated_at: now,
    });
    if (parent) {
      await recountReplies(trx, [parent.id]);
      await publishReply({ db: trx, services: deps.services }, inserted, parent);
    }
    return inserted;
  });
  const [presented] = await presentComments(deps.db, [row], user.id);
  return { ...presented!, replies: [] };
}

async function editableComment(deps: ActorDeps, id: number, adminPermission: string) {
  const user = requireUser(deps.auth);
  const comment = await findComment(deps.db, id);
  if (!comment || comment.deleted) throw notFound('Comment not found.');
  if (comment.user_id !== user.id && !hasPermission(user, adminPermission)) throw forbidden();
  return { user, comment };
}

export async function updateComment(deps: ActorDeps, id: number, content: string) {
  const { user, comment } = await editableComment(deps, id, 'comments.update');
  await limitWrites(deps.db, user.id, 'comments');
  const row = await updateCommentContent(deps.db, comment.id, content);
  const [presented] = await presentComments(deps.db, [row], user.id);
  return presented!;
}

export async function deleteComment(deps: ActorDeps, id: number) {
  const { comment } = await editableComment(deps, id, 'comments.delete');
  await deps.db.transaction().execute((trx) => removeComment(trx, comment.id));
  const stub = await findComment(deps.db, comment.id);
  return { deleted: true, stub: !!stub };
}

/** One vote per user per comment: up, down, or none to take it back. */
export async function voteComment(deps: ActorDeps, id: number, vote: 'up' | 'down' | 'none') {
  const user = requireUser(deps.auth);
  authorize(deps.auth, 'comments.view');
  const comment = await findComment(deps.db, id);
  if (!comment || comment.deleted) throw notFound('Comment not found.');
  await assertCommentable(deps, comment.commentable_type, comment.commentable_id);
  if (comment.user_id === user.id) throw validationError({ vote: ['You cannot vote on your own comment.'] });
  await limitWrites(deps.db, user.id, 'votes');
  const row = await deps.db.transaction().execute(async (trx) => {
    await saveVote(trx, id, user.id, vote === 'none' ? null : vote === 'up' ? 1 : -1);
    await recountVotes(trx, [id]);
    return voteCounts(trx, id);
  });
  return { ...row, current_user_vote: vote === 'none' ? null : vote };
}

/** Reports a comment the reporter can see. */
export async function reportComment(deps: ActorDeps, id: number, reason: string) {
  const row = await findComment(deps.db, id);
  if (!row || row.deleted) throw notFound('Comment not found.');
  await assertCommentable(deps, row.commentable_type, row.commentable_id);
  return fileReport(deps, 'comment', id, reason);
}
