import type { PageMetaResolver } from '../../../http/spa';
import { subjectOf } from '../../accounts/auth/auth-state';
import { hasPermission } from '../../accounts/roles/access';

const SCHEDULE = /^\/schedule\/?$/;

/** Server-rendered <head> of /schedule; its query (week, filter) never changes the canonical URL. */
export const schedulePageMeta: PageMetaResolver = async (c, pathname) => {
  if (!SCHEDULE.test(pathname) || !hasPermission(subjectOf(c.var.auth), 'titles.view')) return null;
  const site = c.var.services.settings.get<string>('branding.site_name');
  const canonical = `${c.var.config.APP_URL}/schedule`;
  const description = `New episodes and films on ${site}, day by day: what came out this past week and what arrives in the next two weeks.`;
  return {
    title: `Schedule - ${site}`,
    description,
    canonical,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Schedule', url: canonical, description }],
  };
};
