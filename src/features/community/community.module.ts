import type { FeatureModule } from '../module';
import { commentReplyNotification, THREAD_AUDIENCE, threadAudience, threadReplyNotification } from './comments/comment-notifications';
import { newFollowerNotification } from './follows/follows.service';
import { listsSearchType } from './lists/lists.search';
import { communityPageMeta } from './profiles/community-seo';
import { pruneCommunityOrphans } from './profiles/community-prune';
import { removeCommunityData } from './profiles/community-deletion';
import { ratingsTitleExtension } from './ratings/title-extension';
import { reportNotification } from './reports/reports.notifications';
import { reviewHelpfulNotification } from './reviews/review-notifications';

/** Community: lists, ratings, reviews, comments, follows, profiles. */
export const communityModule: FeatureModule = {
  name: 'community',
  notificationTypes: [
    newFollowerNotification,
    commentReplyNotification,
    threadReplyNotification,
    reviewHelpfulNotification,
    reportNotification,
  ],
  notificationAudiences: { [THREAD_AUDIENCE]: threadAudience },
  searchTypes: [listsSearchType],
  // the viewer's rating, watchlist and list membership on GET titles/{id}: never cached
  titlePayload: { perRequest: [ratingsTitleExtension] },
  userDeletion: [removeCommunityData],
  pageMeta: [communityPageMeta],
  schedules: [{ name: 'community:prune-orphans', cron: '41 4 * * *', run: ({ db }) => pruneCommunityOrphans(db) }],
};
