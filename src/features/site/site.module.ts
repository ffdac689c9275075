import type { FeatureModule } from '../module';
import { refreshAllChannels } from './channels/channels.queries';
import { seedCatalogue } from './channels/channels.seed';
import { contactMessageNotification } from './pages/contact.service';
import { customPageMeta } from './pages/pages.meta';
import { seedDefaultPages } from './pages/pages.seed';
import { resolvePageMeta } from './seo/seo.meta';

/** Site: pages, channels, SEO, appearance. Seeds the default pages, then the demo catalogue and channels. */
export const siteModule: FeatureModule = {
  name: 'site',
  seeders: [(db) => seedDefaultPages(db), seedCatalogue],
  notificationTypes: [contactMessageNotification],
  schedules: [
    {
      // saved channel queries are re-run every 30 minutes
      name: 'channels:refresh',
      cron: '*/30 * * * *',
      run: async ({ db, services }) => {
        const result = await refreshAllChannels(db);
        services.cache.invalidate('channels');
        return result;
      },
    },
  ],
  // custom pages first, then the catalogue pages (titles, people, news...)
  pageMeta: [customPageMeta, resolvePageMeta],
};
