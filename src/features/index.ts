import { accessTokensRoutes } from './accounts/access-tokens/access-tokens.routes';
import { accountRoutes } from './accounts/account/account.routes';
import { accountsModule } from './accounts/accounts.module';
import { dataExportRoutes } from './accounts/data-export/data-export.routes';
import { dataImportRoutes } from './accounts/data-import/data-import.routes';
import { authRoutes } from './accounts/auth/auth.routes';
import { demoAuthGuardRoutes, demoGuardRoutes } from './accounts/demo/demo.routes';
import { passwordRoutes } from './accounts/auth/password.routes';
import { twoFactorRoutes } from './accounts/auth/two-factor.routes';
import { resendEmailVerificationRoutes, validateEmailRoutes } from './accounts/email-verification/email-verification.routes';
import { recaptchaRoutes } from './accounts/recaptcha/recaptcha.routes';
import { permissionsRoutes, rolesRoutes } from './accounts/roles/roles.routes';
import { socialRoutes } from './accounts/social/social.routes';
import { userSessionsRoutes } from './accounts/user-sessions/user-sessions.routes';
import { usersRoutes } from './accounts/users/users.routes';
import { billingModule } from './billing/billing.module';
import { billingRoutes } from './billing/billing.routes';
import { plansRoutes } from './billing/plans/plans.routes';
import { revenueReportRoutes, subscriptionsRoutes } from './billing/subscriptions/subscriptions.routes';
import { webhooksRoutes } from './billing/webhooks/webhooks.routes';
import { catalogueModule } from './catalogue/catalogue.module';
import { creditsRoutes } from './catalogue/credits/credits.routes';
import { episodesRoutes } from './catalogue/episodes/episodes.routes';
import { catalogueHealthRoutes } from './catalogue/health/catalogue-health.routes';
import { imagesRoutes, titleImagesRoutes } from './catalogue/images/images.routes';
import { peopleRoutes } from './catalogue/people/people.routes';
import { scheduleRoutes } from './catalogue/schedule/schedule.routes';
import { seasonsRoutes } from './catalogue/seasons/seasons.routes';
import { tagsRoutes, titleTagsRoutes } from './catalogue/tags/tags.routes';
import { titlesRoutes, upcomingRoutes } from './catalogue/titles/titles.routes';
import { tmdbRoutes } from './catalogue/tmdb/tmdb.routes';
import { valueListsRoutes } from './catalogue/value-lists/value-lists.routes';
import { commentModerationRoutes, commentsRoutes } from './community/comments/comments.routes';
import { communityModule } from './community/community.module';
import { followingContentRoutes, personFollowRoutes, titleFollowRoutes } from './community/content-follows/content-follows.routes';
import { followsRoutes } from './community/follows/follows.routes';
import { listsRoutes, myListsRoutes } from './community/lists/lists.routes';
import { profileBannerRoutes, profilesRoutes } from './community/profiles/profiles.routes';
import { itemStateRoutes, ratingsRoutes } from './community/ratings/ratings.routes';
import { reportsRoutes } from './community/reports/reports.routes';
import { reviewModerationRoutes, reviewsRoutes } from './community/reviews/reviews.routes';
import { watchlistRoutes } from './community/watchlist/watchlist.routes';
import { workspaceWatchlistRoutes } from './community/watchlist/workspace-watchlist.routes';
import { api, type FeatureModule, type Mount, root } from './module';
import { notificationsLiveRoutes } from './notifications/live/live.routes';
import { notificationsModule } from './notifications/notifications.module';
import { notificationsRoutes, oneClickUnsubscribeRoutes } from './notifications/notifications.routes';
import { pushModule } from './notifications/push/push.module';
import { pushRoutes } from './notifications/push/push.routes';
import { apiDocsRoutes, openApiRoutes } from './operations/api-docs/api-docs.routes';
import { clientErrorsRoutes } from './operations/client-errors/client-errors.routes';
import { healthRoutes } from './operations/health/health.routes';
import { insightsRoutes } from './operations/insights/insights.routes';
import { visitorsRoutes } from './operations/insights/visitors.routes';
import { logsRoutes } from './operations/logs/logs.routes';
import { operationsModule } from './operations/operations.module';
import { settingsRoutes } from './operations/settings/settings.routes';
import { searchModule } from './search/search.module';
import { searchRoutes } from './search/search.routes';
import { adFrameRoutes } from './site/ads/ad-frame.routes';
import { appearanceRoutes } from './site/appearance/appearance.routes';
import { bootstrapRoutes } from './site/bootstrap/bootstrap.routes';
import { channelsRoutes } from './site/channels/channels.routes';
import { localizationRoutes } from './site/localization/localization.routes';
import { newsRoutes } from './site/news/news.routes';
import { contactPageRoutes, pagesRoutes } from './site/pages/pages.routes';
import { robotsRoutes, sitemapFilesRoutes, sitemapIndexRoutes } from './site/seo/seo.routes';
import { siteModule } from './site/site.module';
import { themesRoutes } from './site/themes/themes.routes';
import { captionsRoutes } from './streaming/captions/captions.routes';
import { mediaRoutes } from './streaming/media/media.routes';
import { historyRoutes } from './streaming/history/history.routes';
import { continueWatchingRoutes, playsRoutes } from './streaming/plays/plays.routes';
import { storageRoutes } from './streaming/storage/storage.routes';
import { streamingModule } from './streaming/streaming.module';
import { fileEntriesAdminRoutes } from './streaming/uploads/file-entries.admin';
import { s3UploadsRoutes } from './streaming/uploads/s3/s3-uploads.routes';
import { fileEntriesRoutes, tusRoutes } from './streaming/uploads/uploads.routes';
import { videosRoutes } from './streaming/videos/videos.routes';
import { watchRoutes } from './streaming/watch/watch.routes';
import { workspacesModule } from './workspaces/workspaces.module';
import { workspaceInviteRoutes, workspacesRoutes } from './workspaces/workspaces.routes';

// The product map: every feature module, and every router at its real prefix. createServices
// builds the app's registry from the modules; createApp mounts the routes in this order.

/**
 * The product's modules (jobs, schedules, seeders, payload extensions, search types...; see
 * module.ts). Their order is the order of every merged list: user payload fields, seeders,
 * page-meta resolvers (first answer wins), search types, schedules, notification types.
 */
export const productModules: readonly FeatureModule[] = [
  accountsModule,
  siteModule,
  searchModule,
  catalogueModule,
  billingModule,
  workspacesModule,
  communityModule,
  streamingModule,
  notificationsModule,
  pushModule,
  operationsModule,
];

/**
 * Every route of the product. `api(prefix)` is under /api/v1 (anything else there answers 404 JSON);
 * `root(prefix)` is at the site root. Routers sharing a prefix are tried in this order.
 */
export const productRoutes: readonly Mount[] = [
  // Demo mode's guard first: it refuses what would break a public demo before any router runs
  api('/', demoGuardRoutes),
  root('/auth', demoAuthGuardRoutes),
  api('/auth', demoAuthGuardRoutes),

  // Accounts: sign-in at /auth (the web client's path) and again under /api/v1 for API clients
  root('/auth', authRoutes),
  root('/auth', passwordRoutes),
  root('/auth', twoFactorRoutes),
  api('/auth', authRoutes),
  api('/auth', passwordRoutes),
  api('/auth', twoFactorRoutes),
  root('/secure/auth/social', socialRoutes),
  api('/validate-email-verification-otp', validateEmailRoutes),
  api('/resend-email-verification', resendEmailVerificationRoutes),
  api('/recaptcha', recaptchaRoutes),
  api('/access-tokens', accessTokensRoutes),
  api('/user-sessions', userSessionsRoutes),
  api('/users/me/exports', dataExportRoutes),
  api('/users', accountRoutes),
  api('/users', dataImportRoutes),
  api('/users', usersRoutes),
  api('/permissions', permissionsRoutes),
  api('/roles', rolesRoutes),

  // Site: bootstrap data, settings pages, channels, news, localization, appearance; SEO files at the root
  api('/bootstrap-data', bootstrapRoutes),
  api('/custom-pages', pagesRoutes),
  api('/contact-page', contactPageRoutes),
  api('/channel', channelsRoutes),
  api('/news', newsRoutes),
  api('/localizations', localizationRoutes),
  api('/admin/appearance/themes', themesRoutes),
  api('/admin/appearance', appearanceRoutes),
  root('/sitemap.xml', sitemapIndexRoutes),
  root('/sitemaps', sitemapFilesRoutes),
  root('/robots.txt', robotsRoutes),
  root('/ad-frame', adFrameRoutes),

  // Catalogue: titles and what hangs off them, people, tags, images, TMDB import
  api('/titles', titlesRoutes),
  api('/upcoming', upcomingRoutes),
  api('/schedule', scheduleRoutes),
  api('/titles', seasonsRoutes),
  api('/titles', episodesRoutes),
  api('/titles', creditsRoutes),
  api('/titles', titleTagsRoutes),
  api('/title-tags', tagsRoutes),
  api('/people', peopleRoutes),
  api('/images', imagesRoutes),
  api('/titles', titleImagesRoutes),
  api('/value-lists', valueListsRoutes),
  api('/tmdb', tmdbRoutes),
  api('/catalogue-health', catalogueHealthRoutes),

  // Search
  api('/search', searchRoutes),

  // Community: lists, watchlist, ratings, reviews, comments, follows, profiles, reports
  api('/lists', listsRoutes),
  api('/users/me/lists', myListsRoutes),
  api('/users/me/watchlist', watchlistRoutes),
  api('/users/me/ratings', ratingsRoutes),
  api('/item-state', itemStateRoutes),
  api('/moderation/reviews', reviewModerationRoutes),
  api('/reviews', reviewsRoutes),
  api('/moderation/comments', commentModerationRoutes),
  api('/comments', commentsRoutes),
  api('/users', followsRoutes),
  api('/titles', titleFollowRoutes),
  api('/people', personFollowRoutes),
  api('/users', followingContentRoutes),
  api('/user-profile', profilesRoutes),
  api('/users', profileBannerRoutes),
  api('/reports', reportsRoutes),

  // Workspaces: members, invites, roles, the shared watchlist; the spec's join and decline calls under /workspace
  api('/workspaces', workspaceWatchlistRoutes),
  api('/workspaces', workspacesRoutes),
  api('/workspace', workspaceInviteRoutes),

  // Billing: plans first, so admins reach them while billing.enable is off (billingRoutes' gate covers the rest)
  api('/billing', plansRoutes),
  api('/billing', billingRoutes),
  api('/billing/subscriptions', subscriptionsRoutes),
  api('/admin/reports/revenue', revenueReportRoutes),
  api('/billing/webhooks', webhooksRoutes),

  // Streaming: videos and playback, uploads (multipart, tus, S3), public files at the root
  api('/videos', mediaRoutes),
  api('/videos', videosRoutes),
  api('/videos', captionsRoutes),
  api('/videos', playsRoutes),
  api('/users/me/continue-watching', continueWatchingRoutes),
  api('/users', historyRoutes),
  api('/watch', watchRoutes),
  api('/file-entries', fileEntriesAdminRoutes),
  api('/file-entries', fileEntriesRoutes),
  api('/tus', tusRoutes),
  api('/s3', s3UploadsRoutes),
  root('/storage', storageRoutes),

  // Notifications: the bell's live stream and the browser channel's subscriptions (Web Push) first
  api('/notifications/live', notificationsLiveRoutes),
  api('/notifications/push', pushRoutes),
  api('/notifications', notificationsRoutes),
  root('/notifications/unsubscribe', oneClickUnsubscribeRoutes),

  // Operations: health at the root; settings, logs, API docs and reports for admins
  root('/health', healthRoutes),
  api('/settings', settingsRoutes),
  api('/logs', logsRoutes),
  api('/client-errors', clientErrorsRoutes),
  api(
    '/api-docs',
    apiDocsRoutes(() => productRoutes),
  ),
  api(
    '/openapi.json',
    openApiRoutes(() => productRoutes),
  ),
  api('/reports/insights', insightsRoutes),
  api('/reports/visitors', visitorsRoutes),
];
