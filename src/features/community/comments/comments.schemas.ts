import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { positiveId, requiredText, typedRef } from '../profiles/community-common';

export const commentableTypes = ['title', 'episode', 'news', 'list'] as const;

const content = requiredText('The comment text is required.', 5000, 'The comment may not be longer than 5000 characters.');

export const createCommentBody = z.object({
  commentable: typedRef(commentableTypes),
  parent_id: positiveId.nullish(),
  content,
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const updateCommentBody = z.object({ content });

export const voteBody = z.object({ vote: z.enum(['up', 'down', 'none'], { error: 'The vote must be up, down or none.' }) });

export const commentsQuery = z.object({
  commentable: typedRef(commentableTypes),
  orderBy: z.enum(['best', 'newest']).default('best'),
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((n) => Math.min(n, 50)),
  cursor: z.string().max(200).optional(),
});
export type CommentsQuery = z.infer<typeof commentsQuery>;

/** GET moderation/comments: every comment on the site, for moderators. */
export const moderationCommentsQuery = pageQuery.extend({
  query: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'reported', 'deleted']).default('all'),
  userId: positiveId.optional(),
  commentable: typedRef(commentableTypes).optional(),
  orderBy: z.enum(['newest', 'oldest', 'most_reported']).default('newest'),
});
export type ModerationCommentsQuery = z.infer<typeof moderationCommentsQuery>;
