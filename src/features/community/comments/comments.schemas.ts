import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, timestamp } from '../../../http/response-schemas';
import { positiveId, requiredText, typedRef, userSummary } from '../profiles/community-common';
import { lazySchema } from '../../../http/lazy-schema';

export const commentableTypes = ['title', 'episode', 'news', 'list'] as const;

const content = lazySchema(() =>
  requiredText('The comment text is required.', 5000, 'The comment may not be longer than 5000 characters.'),
);

export const createCommentBody = lazySchema(() =>
  z.object({
    commentable: typedRef(commentableTypes),
    parent_id: positiveId.nullish(),
    content,
  }),
);
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const updateCommentBody = lazySchema(() => z.object({ content }));

export const voteBody = lazySchema(() =>
  z.object({ vote: z.enum(['up', 'down', 'none'], { error: 'The vote must be up, down or none.' }) }),
);

export const commentsQuery = lazySchema(() =>
  z.object({
    commentable: typedRef(commentableTypes),
    orderBy: z.enum(['best', 'newest']).default('best'),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .default(20)
      .transform((n) => Math.min(n, 50)),
    cursor: z.string().max(200).optional(),
  }),
);
export type CommentsQuery = z.infer<typeof commentsQuery>;

/** GET moderation/comments: every comment on the site, for moderators. */
export const moderationCommentsQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(200).optional(),
    status: z.enum(['all', 'reported', 'deleted']).default('all'),
    userId: positiveId.optional(),
    commentable: typedRef(commentableTypes).optional(),
    orderBy: z.enum(['newest', 'oldest', 'most_reported']).default('newest'),
  }),
);
export type ModerationCommentsQuery = z.infer<typeof moderationCommentsQuery>;

const votes = {
  upvotes: z.int(),
  downvotes: z.int(),
  score: z.number().meta({ description: 'The ranking score (Wilson lower bound of the share of upvotes).' }),
};
const currentUserVote = lazySchema(() => z.enum(['up', 'down']).nullable().meta({ description: "The viewer's vote." }));

/** A comment with its author and the viewer's vote; a deleted one is a stub (no author, empty content) that keeps its replies. */
const comment = lazySchema(() =>
  z.looseObject({
    id,
    user: userSummary.nullable(),
    commentable_type: z.enum(commentableTypes),
    commentable_id: id,
    parent_id: id.nullable(),
    depth: z.int(),
    content: z.string(),
    content_html: z.string().meta({ description: 'The content as safe HTML (links, line breaks).' }),
    deleted: z.boolean(),
    ...votes,
    replies_count: z.int(),
    current_user_vote: currentUserVote,
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

/** A comment with its whole reply tree. */
const commentThread = lazySchema(() =>
  comment
    .extend({
      get replies() {
        return z.array(commentThread);
      },
    })
    .meta({ id: 'CommentThread' }),
);

/** GET comments: top-level comments, each with its replies, cursor-paginated. */
export const commentPage = lazySchema(() =>
  z.looseObject({
    pagination: z.looseObject({
      data: z.array(commentThread),
      per_page: z.int(),
      next_cursor: z.string().nullable().meta({ description: 'The cursor of the next page (null on the last).' }),
      prev_cursor: z.null(),
    }),
  }),
);
export const newComment = lazySchema(() => z.looseObject({ comment: commentThread }));
export const oneComment = lazySchema(() => z.looseObject({ comment }));
export const deletedComment = lazySchema(() =>
  z.looseObject({
    deleted: z.literal(true),
    stub: z.boolean().meta({ description: 'true when replies keep the comment as a deleted stub.' }),
  }),
);
export const commentVotes = lazySchema(() => z.looseObject({ ...votes, current_user_vote: currentUserVote }));

/** The moderation list's row fields of a comment. */
export const moderatedComment = {
  content: z.string(),
  deleted: z.boolean(),
  parent_id: id.nullable(),
  replies_count: z.int(),
  upvotes: z.int(),
  downvotes: z.int(),
  commentable_type: z.enum(commentableTypes),
  commentable_id: id,
};
