import type { FeatureModule } from '../module';
import { contentFollowAudiences, followPersonExtension, followTitleExtension } from './content-follows/content-follows.extensions';
import { newFollowerNotification } from './follows/follows.service';
import { listsSearchType } from './lists/lists.search';
import { communityPageMeta } from './profiles/community-seo';
import { pruneCommunityOrphans } from './profiles/community-prune';
import { removeCommunityData } from './profiles/community-deletion';
import { ratingsTitleExtension } from './ratings/title-extension';

/** Community: lists, ratings, reviews, comments, follows (of users, series and people), profiles. */
export const communityModule: FeatureModule = {
  name: 'community',
  notificationTypes: [newFollowerNotification],
  // who hears about releases (catalogue/releases): followers of a series or person, watchlisters of a title
  notificationAudiences: contentFollowAudiences,
  searchTypes: [listsSearchType],
  // the viewer's rating, watchlist, list membership and follow on GET titles/{id}: never cached
  titlePayload: { perRequest: [ratingsTitleExtension, followTitleExtension] },
  personPayload: [followPersonExtension],
  userDeletion: [removeCommunityData],
  pageMeta: [communityPageMeta],
  schedules: [{ name: 'community:prune-orphans', cron: '41 4 * * *', run: ({ db }) => pruneCommunityOrphans(db) }],
};
