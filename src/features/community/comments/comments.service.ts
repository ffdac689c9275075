import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { CommentableType } from '../../../db/tables/community';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { forbidden, notFound, validationError } from '../../../http/errors';
import type { AuthState } from '../../accounts/auth/auth-state';
import { canSeeList } from '../lists/lists.service';
import { findList } from '../lists/lists.queries';
import { assertCatalogueItem, limitWrites } from '../profiles/community-common';
import { hasPermission } from '../../accounts/roles/access';
import { type CommentRow, type PresentedComment, presentComments, recountReplies, recountVotes, removeComment } from './comments.queries';
import type { CommentsQuery, CreateCommentBody } from './comments.schemas';

interface Ctx {
  db: Db;
  auth: AuthState;
}

/** The thing commented on must exist and be visible: a private list is a 404 to others. */
export async function assertCommentable(ctx: Ctx, type: CommentableType, id: number) {
  if (type === 'list') {
    const list = await findList(ctx.db, id);
    if (!list || !canSeeList(ctx.auth, list)) throw notFound('List not found.');
    return;
  }
  await assertCatalogueItem(ctx.db, type, id);
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
export async function listComments(ctx: Ctx, q: CommentsQuery) {
  authorize(ctx.auth, 'comments.view');
  await assertCommentable(ctx, q.commentable.type, q.commentable.id);
  const cursor = decodeCursor(q.cursor);
  let query = ctx.db
    .selectFrom('comments')
    .selectAll()
    .where('commentable_type', '=', q.commentable.type)
    .where('commentable_id', '=', q.commentable.id)
    .where('parent_id', 'is', null);
  if (q.orderBy === 'best') {
    if (cursor)
      query = query.where((eb) => eb.or([eb('score', '<', cursor.s), eb.and([eb('score', '=', cursor.s), eb('id', '<', cursor.id)])]));
    query = query.orderBy('score', 'desc').orderBy('id', 'desc');
  } else {
    if (cursor) query = query.where('id', '<', cursor.id);
    query = query.orderBy('id', 'desc');
  }
  const rows = await query.limit(q.perPage + 1).execute();
  const roots = rows.slice(0, q.perPage);
  const last = roots.at(-1);
  const next = rows.length > q.perPage && last ? encodeCursor({ s: last.score, id: last.id }) : null;
  const replies = roots.length
    ? await ctx.db
        .selectFrom('comments')
        .selectAll()
        .where(
          'root_id',
          'in',
          roots.map((r) => r.id),
        )
        .orderBy('score', 'desc')
        .orderBy('id', 'asc')
        .execute()
    : [];
  const presented = await presentComments(ctx.db, [...roots, ...replies], ctx.auth.user?.id ?? null);
  const byId = new Map<number, PresentedComment>(presented.map((p) => [p.id, { ...p, replies: [] }]));
  for (const r of replies) byId.get(r.parent_id!)?.replies!.push(byId.get(r.id)!);
  return { data: roots.map((r) => byId.get(r.id)!), per_page: q.perPage, next_cursor: next, prev_cursor: null as string | null };
}

export async function createComment(ctx: Ctx, body: CreateCommentBody) {
  const user = requireUser(ctx.auth);
  const { n } = (await ctx.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('deleted', '=', 0)
    .executeTakeFirst()) ?? { n: 0 };
  authorizeQuota(ctx.auth, 'comments.create', 'count', Number(n));
  await limitWrites(ctx.db, user.id, 'comments');
  const { type, id } = body.commentable;
  await assertCommentable(ctx, type, id);
  let parent: CommentRow | undefined;
  if (body.parent_id) {
    parent = await ctx.db.selectFrom('comments').selectAll().where('id', '=', body.parent_id).executeTakeFirst();
    if (!parent || parent.commentable_type !== type || parent.commentable_id !== id)
      throw validationError({ parent_id: ['The comment you reply to does not exist.'] });
    if (parent.deleted) throw validationError({ parent_id: ['You cannot reply to a deleted comment.'] });
  }
  const now = nowIso();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('comments')
      .values({
        user_id: user.id,
        commentable_type: type,
        commentable_id: id,
        parent_id: parent?.id ?? null,
        root_id: parent ? (parent.root_id ?? parent.id) : null,
        depth: parent ? parent.depth + 1 : 0,
        content: body.content,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (parent) await recountReplies(trx, [parent.id]);
    return inserted;
  });
  const [presented] = await presentComments(ctx.db, [row], user.id);
  return { ...presented!, replies: [] };
}

async function editableComment(ctx: Ctx, id: number, adminPermission: string) {
  const user = requireUser(ctx.auth);
  const comment = await ctx.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!comment || comment.deleted) throw notFound('Comment not found.');
  if (comment.user_id !== user.id && !hasPermission(user, adminPermission)) throw forbidden();
  return { user, comment };
}

export async function updateComment(ctx: Ctx, id: number, content: string) {
  const { user, comment } = await editableComment(ctx, id, 'comments.update');
  await limitWrites(ctx.db, user.id, 'comments');
  const row = await ctx.db
    .updateTable('comments')
    .set({ content, updated_at: nowIso() })
    .where('id', '=', comment.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const [presented] = await presentComments(ctx.db, [row], user.id);
  return presented!;
}

export async function deleteComment(ctx: Ctx, id: number) {
  const { comment } = await editableComment(ctx, id, 'comments.delete');
  await ctx.db.transaction().execute((trx) => removeComment(trx, comment.id));
  const stub = await ctx.db.selectFrom('comments').select('id').where('id', '=', comment.id).executeTakeFirst();
  return { deleted: true, stub: !!stub };
}

/** One vote per user per comment: up, down, or none to take it back. */
export async function voteComment(ctx: Ctx, id: number, vote: 'up' | 'down' | 'none') {
  const user = requireUser(ctx.auth);
  authorize(ctx.auth, 'comments.view');
  const comment = await ctx.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!comment || comment.deleted) throw notFound('Comment not found.');
  await assertCommentable(ctx, comment.commentable_type, comment.commentable_id);
  if (comment.user_id === user.id) throw validationError({ vote: ['You cannot vote on your own comment.'] });
  await limitWrites(ctx.db, user.id, 'votes');
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (vote === 'none') await trx.deleteFrom('comment_votes').where('comment_id', '=', id).where('user_id', '=', user.id).execute();
    else {
      const value = vote === 'up' ? 1 : -1;
      await trx
        .insertInto('comment_votes')
        .values({ comment_id: id, user_id: user.id, vote: value })
        .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doUpdateSet({ vote: value }))
        .execute();
    }
    await recountVotes(trx, [id]);
    return trx.selectFrom('comments').select(['upvotes', 'downvotes', 'score']).where('id', '=', id).executeTakeFirstOrThrow();
  });
  return { ...row, current_user_vote: vote === 'none' ? null : vote };
}

export async function assertCommentExists(ctx: Ctx, id: number) {
  const row = await ctx.db
    .selectFrom('comments')
    .select(['id', 'deleted', 'commentable_type', 'commentable_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.deleted) throw notFound('Comment not found.');
  await assertCommentable(ctx, row.commentable_type, row.commentable_id);
}
