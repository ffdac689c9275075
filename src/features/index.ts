import { accountsModule } from './accounts/accounts.module';
import { billingModule } from './billing/billing.module';
import { catalogueModule } from './catalogue/catalogue.module';
import { communityModule } from './community/community.module';
import type { FeatureModule } from './module';
import { notificationsModule } from './notifications/notifications.module';
import { operationsModule } from './operations/operations.module';
import { searchModule } from './search/search.module';
import { siteModule } from './site/site.module';
import { streamingModule } from './streaming/streaming.module';

/**
 * The product's modules. Their order is the order of every merged list: user payload fields,
 * seeders, page-meta resolvers (first answer wins), search types, schedules, notification types.
 */
export const productModules: readonly FeatureModule[] = [
  accountsModule,
  siteModule,
  searchModule,
  catalogueModule,
  billingModule,
  communityModule,
  streamingModule,
  notificationsModule,
  operationsModule,
];
