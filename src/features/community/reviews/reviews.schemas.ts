import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { positiveId, requiredText, typedRef, userSummary } from '../profiles/community-common';
import { rateableTypes, ratingValue } from '../ratings/ratings.schemas';
import { lazySchema } from '../../../http/lazy-schema';

const title = lazySchema(() => z.string().trim().max(255, 'The title may not be longer than 255 characters.').nullish());
const body = lazySchema(() => requiredText('The review text is required.', 20000, 'The review may not be longer than 20000 characters.'));

export const createReviewBody = lazySchema(() =>
  z.object({
    reviewable: z.enum(rateableTypes, { error: 'The reviewable must be title or episode.' }),
    id: positiveId,
    rating: ratingValue,
    title,
    body,
    has_spoilers: z.boolean().default(false),
  }),
);
export type CreateReviewBody = z.infer<typeof createReviewBody>;

export const updateReviewBody = lazySchema(() =>
  z.object({
    rating: ratingValue.optional(),
    title,
    body: body.optional(),
    has_spoilers: z.boolean().optional(),
  }),
);
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const feedbackBody = lazySchema(() => z.object({ helpful: z.boolean({ error: 'Helpful must be true or false.' }) }));

export const reviewOrders = ['newest', 'highest', 'lowest', 'most_helpful'] as const;
export const reviewsQuery = lazySchema(() =>
  pageQuery.extend({
    reviewable: typedRef(rateableTypes).optional(),
    userId: positiveId.optional(),
    orderBy: z.enum(reviewOrders).default('newest'),
  }),
);
export type ReviewsQuery = z.infer<typeof reviewsQuery>;

/** GET moderation/reviews: every review on the site, for moderators. */
export const moderationReviewsQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(200).optional(),
    status: z.enum(['all', 'reported']).default('all'),
    userId: positiveId.optional(),
    reviewable: typedRef(rateableTypes).optional(),
    orderBy: z.enum(['newest', 'oldest', 'most_reported', 'lowest', 'highest']).default('newest'),
  }),
);
export type ModerationReviewsQuery = z.infer<typeof moderationReviewsQuery>;

/** What every view of a review shows of its text, rating and feedback counts (presentReviewBody). */
const reviewText = {
  rating: z.int(),
  title: text,
  body: z.string(),
  has_spoilers: z.boolean(),
  helpful_count: z.int(),
  not_helpful_count: z.int(),
};
const reviewable = { reviewable_type: z.enum(rateableTypes), reviewable_id: id };

/** A review with its author and the viewer's own feedback (presentReviews). */
const review = lazySchema(() =>
  z.looseObject({
    id,
    user: userSummary.nullable(),
    ...reviewable,
    ...reviewText,
    current_user_feedback: z.boolean().nullable().meta({ description: "The viewer's answer: helpful (true), not (false), or none." }),
    is_own: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

export const reviewPage = lazySchema(() => z.looseObject({ pagination: page(review) }));
export const oneReview = lazySchema(() => z.looseObject({ review }));
export const savedReview = lazySchema(() =>
  z.looseObject({
    review,
    updated: z.boolean().meta({ description: 'true when the user had reviewed the item already: that review was updated (status 200).' }),
    message: z.string(),
  }),
);
export const reviewFeedbackBody = lazySchema(() =>
  z.looseObject({
    helpful_count: z.int(),
    not_helpful_count: z.int(),
    current_user_feedback: z.boolean(),
  }),
);

/** The moderation list's row fields of a review. */
export const moderatedReview = { ...reviewText, ...reviewable };
