import type { FeatureModule } from '../module';
import { commentReplyNotification, THREAD_AUDIENCE, threadAudience, threadReplyNotification } from './comments/comment-notifications';
import { contentFollowAudiences, followPersonExtension } from './content-follows/content-follows.extensions';
import { newFollowerNotification } from './follows/follows.service';
import { listsSearchType } from './lists/lists.search';
import { communityPageMeta } from './profiles/community-seo';
import { pruneCommunityOrphans } from './profiles/community-prune';
import { removeCommunityData } from './profiles/community-deletion';
import { viewerTitleExtension } from './ratings/title-extension';
import { reportNotification } from './reports/reports.notifications';
import { reviewHelpfulNotification } from './reviews/review-notifications';

/** Community: lists, ratings, reviews, comments, follows (of users, series and people), profiles. */
export const communityModule: FeatureModule = {
  name: 'community',
  notificationTypes: [
    newFollowerNotification,
    commentReplyNotification,
    threadReplyNotification,
    reviewHelpfulNotification,
    reportNotification,
  ],
  // who hears about releases (catalogue/releases): followers of a series or person, watchlisters of a title
  notificationAudiences: { ...contentFollowAudiences, [THREAD_AUDIENCE]: threadAudience },
  searchTypes: [listsSearchType],
  // the viewer's rating, watchlist, list membership and follow on GET titles/{id}: never cached
  titlePayload: { perRequest: [viewerTitleExtension] },
  personPayload: [followPersonExtension],
  userDeletion: [removeCommunityData],
  pageMeta: [communityPageMeta],
  schedules: [{ name: 'community:prune-orphans', cron: '41 4 * * *', run: ({ db }) => pruneCommunityOrphans(db) }],
};
