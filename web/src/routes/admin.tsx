import { lazy } from 'react';
import type { ReactNode } from 'react';
import { paths } from '../paths';
import type { RouteDef } from './types';

/** The plays reports share one lazily loaded module. */
const insights = (name: keyof typeof import('../admin/insights/insights-page')) =>
  lazy(() => import('../admin/insights/insights-page').then((m) => ({ default: m[name] as () => ReactNode })));

// Every new/edit video route shares one page (web/src/admin/videos).
const videoForm = (path: string): RouteDef => ({
  path,
  layout: 'admin',
  permission: ['admin.access', 'videos.update'],
  page: lazy(() => import('../admin/videos/video-form-page')),
});

// The admin area (spec section 2), in match order: fixed segments before parameters.
export const adminRoutes: RouteDef[] = [
  { path: paths.admin, layout: 'admin', permission: 'admin.access', page: insights('AnalyticsPage') },
  { path: paths.adminPlays, layout: 'admin', permission: 'admin.access', page: insights('SitePlaysPage') },
  { path: paths.adminVisitors, layout: 'admin', permission: 'admin.access', page: lazy(() => import('../admin/visitors/visitors-page')) },
  {
    path: paths.adminChannels,
    layout: 'admin',
    permission: ['admin.access', 'channels.update'],
    page: lazy(() => import('../admin/channels/channels-page')),
  },
  {
    path: paths.adminChannelNew,
    layout: 'admin',
    permission: ['admin.access', 'channels.update'],
    page: lazy(() => import('../admin/channels/channel-form-page')),
  },
  {
    path: paths.adminChannelEdit,
    layout: 'admin',
    permission: ['admin.access', 'channels.update'],
    page: lazy(() => import('../admin/channels/channel-form-page')),
  },
  {
    path: paths.adminLists,
    layout: 'admin',
    permission: ['admin.access', 'lists.update'],
    page: lazy(() => import('../admin/lists/lists-page')),
  },
  {
    path: paths.adminListNew,
    layout: 'admin',
    permission: ['admin.access', 'lists.update'],
    page: lazy(() => import('../admin/lists/list-form-page')),
  },
  {
    path: paths.adminListEdit,
    layout: 'admin',
    permission: ['admin.access', 'lists.update'],
    page: lazy(() => import('../admin/lists/list-form-page')),
  },
  {
    path: paths.adminPeople,
    layout: 'admin',
    permission: ['admin.access', 'people.update'],
    page: lazy(() => import('../admin/people/admin-people-page')),
  },
  {
    path: paths.adminPersonNew,
    layout: 'admin',
    permission: ['admin.access', 'people.create'],
    page: lazy(() => import('../admin/people/person-edit-page').then((m) => ({ default: m.PersonNewPage }))),
  },
  {
    path: paths.adminPersonEdit,
    layout: 'admin',
    permission: ['admin.access', 'people.update'],
    page: lazy(() => import('../admin/people/person-edit-page')),
  },
  {
    path: paths.adminTitles,
    layout: 'admin',
    permission: ['admin.access', 'titles.update'],
    page: lazy(() => import('../admin/titles/admin-titles-page')),
  },
  {
    path: paths.adminMissingTitles,
    layout: 'admin',
    permission: ['admin.access', 'titles.update'],
    page: lazy(() => import('../admin/missing-titles/missing-titles-page')),
  },
  {
    path: paths.adminTitleNew,
    layout: 'admin',
    permission: ['admin.access', 'titles.create'],
    page: lazy(() => import('../admin/titles/admin-title-new-page')),
  },
  { path: paths.adminVideoInsights, layout: 'admin', permission: 'admin.access', page: insights('VideoInsightsPage') },
  { path: paths.adminEpisodeInsights, layout: 'admin', permission: 'admin.access', page: insights('EpisodeInsightsPage') },
  { path: paths.adminSeasonInsights, layout: 'admin', permission: 'admin.access', page: insights('SeasonInsightsPage') },
  { path: paths.adminTitleInsights, layout: 'admin', permission: 'admin.access', page: insights('TitleInsightsPage') },
  videoForm(paths.adminTitleVideoNew),
  videoForm(paths.adminTitleVideoEdit),
  videoForm(paths.adminSeasonVideoNew),
  videoForm(paths.adminSeasonVideoEdit),
  {
    path: paths.adminEpisodeNew,
    layout: 'admin',
    permission: ['admin.access', 'titles.update'],
    page: lazy(() => import('../admin/titles/admin-episode-page')),
  },
  videoForm(paths.adminEpisodeVideoNew),
  videoForm(paths.adminEpisodeVideoEdit),
  {
    path: paths.adminEpisodeEdit,
    layout: 'admin',
    permission: ['admin.access', 'titles.update'],
    page: lazy(() => import('../admin/titles/admin-episode-page')),
  },
  {
    path: paths.adminSeasonEdit,
    layout: 'admin',
    permission: ['admin.access', 'titles.update'],
    page: lazy(() => import('../admin/titles/admin-season-edit-page')),
  },
  {
    path: paths.adminTitleEdit,
    layout: 'admin',
    permission: ['admin.access', 'titles.update'],
    page: lazy(() => import('../admin/titles/admin-title-edit-page')),
  },
  {
    path: paths.adminNews,
    layout: 'admin',
    permission: ['admin.access', 'news.update'],
    page: lazy(() => import('../admin/news/news-list-page')),
  },
  {
    path: paths.adminNewsAdd,
    layout: 'admin',
    permission: ['admin.access', 'news.create'],
    page: lazy(() => import('../admin/news/news-form-page')),
  },
  {
    path: paths.adminNewsEdit,
    layout: 'admin',
    permission: ['admin.access', 'news.update'],
    page: lazy(() => import('../admin/news/news-form-page')),
  },
  {
    path: paths.adminComments,
    layout: 'admin',
    permission: ['admin.access', 'comments.update'],
    page: lazy(() => import('../admin/moderation/comments-page')),
  },
  {
    path: paths.adminReviews,
    layout: 'admin',
    permission: ['admin.access', 'reviews.update'],
    page: lazy(() => import('../admin/moderation/reviews-page')),
  },
  {
    path: paths.adminVideos,
    layout: 'admin',
    permission: ['admin.access', 'videos.update'],
    page: lazy(() => import('../admin/videos/admin-videos-page')),
  },
  videoForm(paths.adminVideoNew),
  videoForm(paths.adminVideoEdit),
  {
    path: paths.adminKeywords,
    layout: 'admin',
    permission: ['admin.access', 'tags.update'],
    page: lazy(() => import('../admin/tags/pages').then((m) => ({ default: m.KeywordsPage }))),
  },
  {
    path: paths.adminGenres,
    layout: 'admin',
    permission: ['admin.access', 'tags.update'],
    page: lazy(() => import('../admin/tags/pages').then((m) => ({ default: m.GenresPage }))),
  },
  {
    path: paths.adminUsers,
    layout: 'admin',
    permission: ['admin.access', 'users.update'],
    page: lazy(() => import('../admin/users/users-page')),
  },
  {
    path: paths.adminUser,
    layout: 'admin',
    permission: ['admin.access', 'users.update'],
    page: lazy(() => import('../admin/users/user-page')),
  },
  {
    path: paths.adminRoles,
    layout: 'admin',
    permission: ['admin.access', 'roles.update'],
    page: lazy(() => import('../admin/roles/roles-page')),
  },
  {
    path: paths.adminRoleNew,
    layout: 'admin',
    permission: ['admin.access', 'roles.update'],
    page: lazy(() => import('../admin/roles/role-form-page')),
  },
  {
    path: paths.adminRoleEdit,
    layout: 'admin',
    permission: ['admin.access', 'roles.update'],
    page: lazy(() => import('../admin/roles/role-form-page')),
  },
  {
    path: paths.adminSubscriptions,
    layout: 'admin',
    permission: ['admin.access', 'subscriptions.update'],
    page: lazy(() => import('../admin/billing/subscriptions-page')),
  },
  {
    path: paths.adminPlans,
    layout: 'admin',
    permission: ['admin.access', 'plans.update'],
    page: lazy(() => import('../admin/billing/plans-page')),
  },
  {
    path: paths.adminPlanNew,
    layout: 'admin',
    permission: ['admin.access', 'plans.update'],
    page: lazy(() => import('../admin/billing/plan-form-page')),
  },
  {
    path: paths.adminPlanEdit,
    layout: 'admin',
    permission: ['admin.access', 'plans.update'],
    page: lazy(() => import('../admin/billing/plan-form-page')),
  },
  {
    path: paths.adminCustomPages,
    layout: 'admin',
    permission: ['admin.access', 'custom_pages.update'],
    page: lazy(() => import('../admin/pages/pages-list-page')),
  },
  {
    path: paths.adminCustomPageNew,
    layout: 'admin',
    permission: ['admin.access', 'custom_pages.update'],
    page: lazy(() => import('../admin/pages/page-form-page')),
  },
  {
    path: paths.adminCustomPageEdit,
    layout: 'admin',
    permission: ['admin.access', 'custom_pages.update'],
    page: lazy(() => import('../admin/pages/page-form-page')),
  },
  {
    path: paths.adminTags,
    layout: 'admin',
    permission: ['admin.access', 'tags.update'],
    page: lazy(() => import('../admin/tags/pages').then((m) => ({ default: m.AllTagsPage }))),
  },
  {
    path: paths.adminLocalizations,
    layout: 'admin',
    permission: ['admin.access', 'localizations.update'],
    page: lazy(() => import('../admin/localizations/localizations-page')),
  },
  {
    path: paths.adminLocalizationTranslate,
    layout: 'admin',
    permission: ['admin.access', 'localizations.update'],
    page: lazy(() => import('../admin/localizations/translate-page')),
  },
  {
    path: paths.adminFiles,
    layout: 'admin',
    permission: ['admin.access', 'files.update'],
    page: lazy(() => import('../admin/files/files-page')),
  },
  {
    path: paths.adminAds,
    layout: 'admin',
    permission: ['admin.access', 'settings.update'],
    page: lazy(() => import('../admin/ads/ads-page')),
  },
  {
    path: paths.adminLogs,
    layout: 'admin',
    permission: ['admin.access', 'logs.view'],
    page: lazy(() => import('../admin/logs/logs-page')),
  },
  {
    path: paths.adminSettings,
    layout: 'admin',
    permission: ['admin.access', 'settings.update'],
    page: lazy(() => import('../admin/settings/settings-page')),
  },
];
