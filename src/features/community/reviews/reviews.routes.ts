import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { idParam, NUMERIC_ID } from '../profiles/community-common';
import { reportBody } from '../reports/reports.service';
import { moderationRoutes } from '../reports/moderation.routes';
import { deleteReviewsAsModerator, listModerationReviews } from './reviews.moderation';
import { createReviewBody, feedbackBody, moderationReviewsQuery, reviewsQuery, updateReviewBody } from './reviews.schemas';
import { deleteReview, listReviews, reportReview, reviewFeedback, saveReview, updateReview } from './reviews.service';

export const reviewModerationRoutes = moderationRoutes(moderationReviewsQuery, listModerationReviews, deleteReviewsAsModerator);

export const reviewsRoutes = createRouter()
  .get('/', validate('query', reviewsQuery), async (c) => c.json({ pagination: await listReviews(c.var, c.req.valid('query')) }))
  .post('/', validate('json', createReviewBody), async (c) => {
    const result = await saveReview(c.var, c.req.valid('json'));
    return c.json(result, result.updated ? 200 : 201);
  })
  .put(`/:id${NUMERIC_ID}`, validate('param', idParam), validate('json', updateReviewBody), async (c) =>
    c.json({ review: await updateReview(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:id${NUMERIC_ID}`, validate('param', idParam), async (c) => c.json(await deleteReview(c.var, c.req.valid('param').id)))
  .post(`/:id${NUMERIC_ID}/feedback`, validate('param', idParam), validate('json', feedbackBody), async (c) =>
    c.json(await reviewFeedback(c.var, c.req.valid('param').id, c.req.valid('json').helpful)),
  )
  .post(`/:id${NUMERIC_ID}/report`, validate('param', idParam), validate('json', reportBody), async (c) => {
    return c.json(await reportReview(c.var, c.req.valid('param').id, c.req.valid('json').reason));
  });
