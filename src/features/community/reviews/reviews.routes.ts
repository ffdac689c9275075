import { lazySchema } from '../../../http/lazy-schema';
import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedBody } from '../../catalogue/common/present.schemas';
import { idParam, NUMERIC_ID } from '../profiles/community-common';
import { reportBody } from '../reports/reports.service';
import { moderationRoutes } from '../reports/moderation.routes';
import { moderationPage, reportedBody } from '../reports/reports.schemas';
import { deleteReviewsAsModerator, listModerationReviews } from './reviews.moderation';
import {
  createReviewBody,
  feedbackBody,
  moderatedReview,
  moderationReviewsQuery,
  oneReview,
  reviewFeedbackBody,
  reviewPage,
  reviewsQuery,
  savedReview,
  updateReviewBody,
} from './reviews.schemas';
import { deleteReview, listReviews, reportReview, reviewFeedback, saveReview, updateReview } from './reviews.service';

export const reviewModerationRoutes = moderationRoutes(
  moderationReviewsQuery,
  listModerationReviews,
  deleteReviewsAsModerator,
  lazySchema(() => moderationPage(moderatedReview)),
);

export const reviewsRoutes = createRouter()
  .get('/', validate('query', reviewsQuery), responds(reviewPage), async (c) =>
    c.json({ pagination: await listReviews(c.var, c.req.valid('query')) }),
  )
  .post('/', validate('json', createReviewBody), responds(savedReview), async (c) => {
    const result = await saveReview(c.var, c.req.valid('json'));
    return c.json(result, result.updated ? 200 : 201);
  })
  .put(`/:id${NUMERIC_ID}`, validate('param', idParam), validate('json', updateReviewBody), responds(oneReview), async (c) =>
    c.json({ review: await updateReview(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:id${NUMERIC_ID}`, validate('param', idParam), responds(deletedBody), async (c) =>
    c.json(await deleteReview(c.var, c.req.valid('param').id)),
  )
  .post(`/:id${NUMERIC_ID}/feedback`, validate('param', idParam), validate('json', feedbackBody), responds(reviewFeedbackBody), async (c) =>
    c.json(await reviewFeedback(c.var, c.req.valid('param').id, c.req.valid('json').helpful)),
  )
  .post(`/:id${NUMERIC_ID}/report`, validate('param', idParam), validate('json', reportBody), responds(reportedBody), async (c) => {
    return c.json(await reportReview(c.var, c.req.valid('param').id, c.req.valid('json').reason));
  });
