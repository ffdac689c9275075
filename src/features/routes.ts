import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { bootstrapRoutes } from './site/bootstrap/bootstrap.routes';
import { catalogueHealthRoutes } from './catalogue/health/catalogue-health.routes';
import { visitorsRoutes } from './operations/insights/visitors.routes';
import { socialRoutes } from './accounts/social/social.routes';
import { accessTokensRoutes } from './accounts/access-tokens/access-tokens.routes';
import { accountRoutes } from './accounts/account/account.routes';
import { recaptchaRoutes } from './accounts/recaptcha/recaptcha.routes';
import { usersRoutes } from './accounts/users/users.routes';
import { valueListsRoutes } from './catalogue/value-lists/value-lists.routes';
import { healthRoutes } from './operations/health/health.routes';
import { authRoutes } from './accounts/auth/auth.routes';
import { emailVerificationRoutes } from './accounts/email-verification/email-verification.routes';
import { userSessionsRoutes } from './accounts/user-sessions/user-sessions.routes';
import { localizationRoutes } from './site/localization/localization.routes';
import { logsRoutes } from './operations/logs/logs.routes';
import { pagesRoutes } from './site/pages/pages.routes';
import { rolesRoutes } from './accounts/roles/roles.routes';
import { settingsRoutes } from './operations/settings/settings.routes';
import { storageRoutes } from './streaming/storage/storage.routes';
import { titlesRoutes } from './catalogue/titles/titles.routes';
import { seasonsRoutes } from './catalogue/seasons/seasons.routes';
import { episodesRoutes } from './catalogue/episodes/episodes.routes';
import { creditsRoutes } from './catalogue/credits/credits.routes';
import { tagsRoutes } from './catalogue/tags/tags.routes';
import { peopleRoutes } from './catalogue/people/people.routes';
import { newsRoutes } from './site/news/news.routes';
import { imagesRoutes } from './catalogue/images/images.routes';
import { searchRoutes } from './search/search.routes';
import { themesRoutes } from './site/themes/themes.routes';
import { tmdbRoutes } from './catalogue/tmdb/tmdb.routes';
import { channelsRoutes } from './site/channels/channels.routes';
import { seoRoutes } from './site/seo/seo.routes';
import { billingAreaRoutes } from './billing/billing-area.routes';
import { communityRoutes } from './community/profiles/community.routes';
import { videoFeatureRoutes } from './streaming/videos/videos.mount';
import { uploadsRoutes } from './streaming/uploads/uploads.routes';
import { s3UploadsRoutes } from './streaming/uploads/s3/s3-uploads.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { apiDocsRoutes } from './operations/api-docs/api-docs.routes';
import { appearanceRoutes } from './site/appearance/appearance.routes';
import { adFrameRoutes } from './site/ads/ad-frame.routes';

/**
 * Every feature router and where it is mounted. A feature adds one line here.
 * `api` routers live under /api/v1; `root` routers at the site root (spec: auth/*, secure/*).
 */
export const featureRoutes: { base: 'api' | 'root'; path: string; router: Hono<AppEnv> }[] = [
  { base: 'root', path: '/', router: healthRoutes },
  { base: 'api', path: '/', router: bootstrapRoutes },
  { base: 'root', path: '/', router: socialRoutes },
  { base: 'api', path: '/', router: accessTokensRoutes },
  { base: 'api', path: '/', router: accountRoutes },
  { base: 'api', path: '/', router: recaptchaRoutes },
  { base: 'api', path: '/', router: usersRoutes },
  { base: 'api', path: '/', router: valueListsRoutes },
  { base: 'api', path: '/', router: settingsRoutes },
  { base: 'root', path: '/', router: storageRoutes },
  { base: 'api', path: '/', router: logsRoutes },
  { base: 'api', path: '/', router: rolesRoutes },
  { base: 'api', path: '/', router: localizationRoutes },
  { base: 'api', path: '/', router: titlesRoutes },
  { base: 'api', path: '/', router: seasonsRoutes },
  { base: 'api', path: '/', router: episodesRoutes },
  { base: 'api', path: '/', router: creditsRoutes },
  { base: 'api', path: '/', router: tagsRoutes },
  { base: 'api', path: '/', router: peopleRoutes },
  { base: 'api', path: '/', router: newsRoutes },
  { base: 'api', path: '/', router: imagesRoutes },
  { base: 'api', path: '/', router: searchRoutes },
  { base: 'api', path: '/', router: themesRoutes },
  { base: 'api', path: '/', router: tmdbRoutes },
  { base: 'api', path: '/', router: channelsRoutes },
  { base: 'api', path: '/', router: communityRoutes },
  { base: 'root', path: '/', router: seoRoutes },
  { base: 'api', path: '/', router: pagesRoutes },
  { base: 'root', path: '/auth', router: authRoutes },
  { base: 'api', path: '/auth', router: authRoutes },
  { base: 'api', path: '/', router: emailVerificationRoutes },
  { base: 'api', path: '/', router: userSessionsRoutes },
  { base: 'api', path: '/', router: billingAreaRoutes },
  ...videoFeatureRoutes,
  { base: 'api', path: '/', router: uploadsRoutes },
  { base: 'api', path: '/', router: s3UploadsRoutes },
  { base: 'api', path: '/', router: notificationsRoutes },
  { base: 'api', path: '/', router: apiDocsRoutes },
  { base: 'api', path: '/', router: catalogueHealthRoutes },
  { base: 'api', path: '/', router: visitorsRoutes },
  { base: 'api', path: '/', router: appearanceRoutes },
  { base: 'root', path: '/', router: adFrameRoutes },
];
