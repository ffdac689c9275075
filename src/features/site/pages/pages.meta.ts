import type { PageMetaResolver } from '../../../http/spa';
import { findPage, pageSeo } from './pages.service';

// Server-rendered <head> for /pages/{slug} and /pages/{id}/{slug}: title and description for
// search engines and link previews before the app loads.
export const customPageMeta: PageMetaResolver = async (c, pathname) => {
  const m = pathname.match(/^\/pages\/([^/]+)(?:\/[^/]+)?\/?$/);
  if (!m) return null;
  let key: string;
  try {
    key = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  const page = await findPage(c.var.db, key).catch(() => null);
  if (!page) return null;
  const seo = pageSeo(page, c.var.services.settings.get<string>('branding.site_name'), c.var.config.APP_URL);
  return { title: seo.title, description: seo.description, canonical: seo.canonical, type: seo.type };
};
