import { createRouter } from '../../../http/app-env';
import { commentsRoutes } from '../comments/comments.routes';
import { followsRoutes } from '../follows/follows.routes';
import { listsRoutes } from '../lists/lists.routes';
import { ratingsRoutes } from '../ratings/ratings.routes';
import { reportsRoutes } from '../reports/reports.routes';
import { reviewsRoutes } from '../reviews/reviews.routes';
import { watchlistRoutes } from '../watchlist/watchlist.routes';
import { profilesRoutes } from './profiles.routes';

/** Every community router (issue 6), mounted once under /api/v1. */
export const communityRoutes = createRouter()
  .route('/', listsRoutes)
  .route('/', watchlistRoutes)
  .route('/', ratingsRoutes)
  .route('/', reviewsRoutes)
  .route('/', commentsRoutes)
  .route('/', followsRoutes)
  .route('/', profilesRoutes)
  .route('/', reportsRoutes);
