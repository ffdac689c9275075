import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { paths } from '../paths';
import type { RouteDef } from './types';

/** The plays reports share one lazily loaded module. */
const insights = (name: keyof typeof import('../admin/insights/insights-page')) =>
  lazy(() => import('../admin/insights/insights-page').then((m) => ({ default: m[name] as () => ReactNode })));

/** A page of the admin area behind `admin.access` and one more permission. */
const adminPage = (path: string, permission: string, load: () => Promise<{ default: ComponentType }>): RouteDef => ({
  path,
  layout: 'admin',
  permission: ['admin.access', permission],
  page: lazy(load),
});

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
  adminPage(paths.adminChannels, 'channels.update', () => import('../admin/channels/channels-page')),
  adminPage(paths.adminChannelNew, 'channels.update', () => import('../admin/channels/channel-form-page')),
  adminPage(paths.adminChannelEdit, 'channels.update', () => import('../admin/channels/channel-form-page')),
  adminPage(paths.adminLists, 'lists.update', () => import('../admin/lists/lists-page')),
  adminPage(paths.adminListNew, 'lists.update', () => import('../admin/lists/list-form-page')),
  adminPage(paths.adminListEdit, 'lists.update', () => import('../admin/lists/list-form-page')),
  adminPage(paths.adminPeople, 'people.update', () => import('../admin/people/admin-people-page')),
  adminPage(paths.adminPersonNew, 'people.create', () =>
    import('../admin/people/person-edit-page').then((m) => ({ default: m.PersonNewPage })),
  ),
  adminPage(paths.adminPersonEdit, 'people.update', () => import('../admin/people/person-edit-page')),
  adminPage(paths.adminTitles, 'titles.update', () => import('../admin/titles/admin-titles-page')),
  adminPage(paths.adminMissingTitles, 'titles.update', () => import('../admin/missing-titles/missing-titles-page')),
  adminPage(paths.adminTitleNew, 'titles.create', () => import('../admin/titles/admin-title-new-page')),
  { path: paths.adminVideoInsights, layout: 'admin', permission: 'admin.access', page: insights('VideoInsightsPage') },
  { path: paths.adminEpisodeInsights, layout: 'admin', permission: 'admin.access', page: insights('EpisodeInsightsPage') },
  { path: paths.adminSeasonInsights, layout: 'admin', permission: 'admin.access', page: insights('SeasonInsightsPage') },
  { path: paths.adminTitleInsights, layout: 'admin', permission: 'admin.access', page: insights('TitleInsightsPage') },
  videoForm(paths.adminTitleVideoNew),
  videoForm(paths.adminTitleVideoEdit),
  videoForm(paths.adminSeasonVideoNew),
  videoForm(paths.adminSeasonVideoEdit),
  adminPage(paths.adminEpisodeNew, 'titles.update', () => import('../admin/titles/admin-episode-page')),
  videoForm(paths.adminEpisodeVideoNew),
  videoForm(paths.adminEpisodeVideoEdit),
  adminPage(paths.adminEpisodeEdit, 'titles.update', () => import('../admin/titles/admin-episode-page')),
  adminPage(paths.adminSeasonEdit, 'titles.update', () => import('../admin/titles/admin-season-edit-page')),
  adminPage(paths.adminTitleEdit, 'titles.update', () => import('../admin/titles/admin-title-edit-page')),
  adminPage(paths.adminNews, 'news.update', () => import('../admin/news/news-list-page')),
  adminPage(paths.adminNewsAdd, 'news.create', () => import('../admin/news/news-form-page')),
  adminPage(paths.adminNewsEdit, 'news.update', () => import('../admin/news/news-form-page')),
  adminPage(paths.adminComments, 'comments.update', () => import('../admin/moderation/comments-page')),
  adminPage(paths.adminReviews, 'reviews.update', () => import('../admin/moderation/reviews-page')),
  adminPage(paths.adminVideos, 'videos.update', () => import('../admin/videos/admin-videos-page')),
  videoForm(paths.adminVideoNew),
  videoForm(paths.adminVideoEdit),
  adminPage(paths.adminKeywords, 'tags.update', () => import('../admin/tags/pages').then((m) => ({ default: m.KeywordsPage }))),
  adminPage(paths.adminGenres, 'tags.update', () => import('../admin/tags/pages').then((m) => ({ default: m.GenresPage }))),
  adminPage(paths.adminUsers, 'users.update', () => import('../admin/users/users-page')),
  adminPage(paths.adminUser, 'users.update', () => import('../admin/users/user-page')),
  adminPage(paths.adminRoles, 'roles.update', () => import('../admin/roles/roles-page')),
  adminPage(paths.adminRoleNew, 'roles.update', () => import('../admin/roles/role-form-page')),
  adminPage(paths.adminRoleEdit, 'roles.update', () => import('../admin/roles/role-form-page')),
  adminPage(paths.adminSubscriptions, 'subscriptions.update', () => import('../admin/billing/subscriptions-page')),
  adminPage(paths.adminPlans, 'plans.update', () => import('../admin/billing/plans-page')),
  adminPage(paths.adminPlanNew, 'plans.update', () => import('../admin/billing/plan-form-page')),
  adminPage(paths.adminPlanEdit, 'plans.update', () => import('../admin/billing/plan-form-page')),
  adminPage(paths.adminCustomPages, 'custom_pages.update', () => import('../admin/pages/pages-list-page')),
  adminPage(paths.adminCustomPageNew, 'custom_pages.update', () => import('../admin/pages/page-form-page')),
  adminPage(paths.adminCustomPageEdit, 'custom_pages.update', () => import('../admin/pages/page-form-page')),
  adminPage(paths.adminTags, 'tags.update', () => import('../admin/tags/pages').then((m) => ({ default: m.AllTagsPage }))),
  adminPage(paths.adminLocalizations, 'localizations.update', () => import('../admin/localizations/localizations-page')),
  adminPage(paths.adminLocalizationTranslate, 'localizations.update', () => import('../admin/localizations/translate-page')),
  adminPage(paths.adminFiles, 'files.update', () => import('../admin/files/files-page')),
  adminPage(paths.adminAds, 'settings.update', () => import('../admin/ads/ads-page')),
  adminPage(paths.adminLogs, 'logs.view', () => import('../admin/logs/logs-page')),
  adminPage(paths.adminSettings, 'settings.update', () => import('../admin/settings/settings-page')),
];
