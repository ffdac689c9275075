import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { positiveId, requiredText, typedRef } from '../profiles/community-common';
import { rateableTypes, ratingValue } from '../ratings/ratings.schemas';

const title = z.string().trim().max(255, 'The title may not be longer than 255 characters.').nullish();
const body = requiredText('The review text is required.', 20000, 'The review may not be longer than 20000 characters.');

export const createReviewBody = z.object({
  reviewable: z.enum(rateableTypes, { error: 'The reviewable must be title or episode.' }),
  id: positiveId,
  rating: ratingValue,
  title,
  body,
  has_spoilers: z.boolean().default(false),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

export const updateReviewBody = z.object({
  rating: ratingValue.optional(),
  title,
  body: body.optional(),
  has_spoilers: z.boolean().optional(),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const feedbackBody = z.object({ helpful: z.boolean({ error: 'Helpful must be true or false.' }) });

export const reviewOrders = ['newest', 'highest', 'lowest', 'most_helpful'] as const;
export const reviewsQuery = pageQuery.extend({
  reviewable: typedRef(rateableTypes).optional(),
  userId: positiveId.optional(),
  orderBy: z.enum(reviewOrders).default('newest'),
});
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

/** GET moderation/reviews: every review on the site, for moderators. */
export const moderationReviewsQuery = pageQuery.extend({
  query: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'reported']).default('all'),
  userId: positiveId.optional(),
  reviewable: typedRef(rateableTypes).optional(),
  orderBy: z.enum(['newest', 'oldest', 'most_reported', 'lowest', 'highest']).default('newest'),
});
export type ModerationReviewsQuery = z.infer<typeof moderationReviewsQuery>;
