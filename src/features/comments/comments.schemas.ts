import { z } from 'zod';
import { positiveId, typedRef } from '../profiles/community-common';

export const commentableTypes = ['title', 'episode', 'news', 'list'] as const;

const content = z
  .string({ error: 'The comment text is required.' })
  .trim()
  .min(1, 'The comment text is required.')
  .max(5000, 'The comment may not be longer than 5000 characters.');

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
  perPage: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 50)),
  cursor: z.string().max(200).optional(),
});
export type CommentsQuery = z.infer<typeof commentsQuery>;
