import type { Db } from '../../../db/database';
import type { AccessSubject } from '../../accounts/roles/access';
import { hasPermission } from '../../accounts/roles/access';
import { channelPath, episodePath, newsPath, personPath, seasonPath, titlePath } from './seo.paths';
import {
  channelsForSitemap,
  countRows,
  episodesForSitemap,
  newsForSitemap,
  peopleForSitemap,
  seasonsForSitemap,
  titlesForSitemap,
} from './seo.queries';

// sitemap.xml (an index) and chunked /sitemaps/<kind>-<n>.xml files of at most 50,000 URLs, the
// limit of the sitemaps protocol. Only what a signed-out visitor may see is listed.

export const URLS_PER_SITEMAP = 50_000;
export const sitemapKinds = ['titles', 'seasons', 'episodes', 'people', 'news', 'channels'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

const permissionOf: Record<SitemapKind, string> = {
  titles: 'titles.view',
  seasons: 'titles.view',
  episodes: 'titles.view',
  people: 'people.view',
  news: 'news.view',
  channels: 'channels.view',
};

const tableOf = {
  titles: 'titles',
  seasons: 'seasons',
  episodes: 'episodes',
  people: 'people',
  news: 'news_articles',
  channels: 'channels',
} as const;

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
const day = (iso: string | null | undefined) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : undefined);

export function visibleKinds(guest: AccessSubject) {
  return sitemapKinds.filter((k) => hasPermission(guest, permissionOf[k]));
}

const count = (db: Db, kind: SitemapKind) => countRows(db, tableOf[kind]);

export async function sitemapIndex(db: Db, appUrl: string, kinds: readonly SitemapKind[]) {
  const entries: string[] = [];
  for (const kind of kinds) {
    const files = Math.max(1, Math.ceil((await count(db, kind)) / URLS_PER_SITEMAP));
    for (let n = 1; n <= files; n++) entries.push(`<sitemap><loc>${xmlEscape(`${appUrl}/sitemaps/${kind}-${n}.xml`)}</loc></sitemap>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One chunk's paths and last-modified days, by id order (stable across runs). */
async function chunk(db: Db, kind: SitemapKind, n: number): Promise<{ path: string; lastmod?: string }[]> {
  const offset = (n - 1) * URLS_PER_SITEMAP;
  const limit = URLS_PER_SITEMAP;
  switch (kind) {
    case 'titles':
      return (await titlesForSitemap(db, offset, limit)).map((t) => ({ path: titlePath(t), lastmod: day(t.updated_at) }));
    case 'seasons':
      return (await seasonsForSitemap(db, offset, limit)).map((s) => ({ path: seasonPath(s, s.number), lastmod: day(s.updated_at) }));
    case 'episodes':
      return (await episodesForSitemap(db, offset, limit)).map((e) => ({
        path: episodePath(e, e.season_number, e.episode_number),
        lastmod: day(e.updated_at),
      }));
    case 'people':
      return (await peopleForSitemap(db, offset, limit)).map((p) => ({ path: personPath(p), lastmod: day(p.updated_at) }));
    case 'news':
      return (await newsForSitemap(db, offset, limit)).map((a) => ({ path: newsPath(a), lastmod: day(a.updated_at) }));
    case 'channels':
      return (await channelsForSitemap(db, offset, limit)).map((ch) => ({
        path: channelPath(ch),
        lastmod: day(ch.content_updated_at ?? ch.updated_at),
      }));
  }
}

/** The XML of one chunk, or null when it does not exist. */
export async function sitemapFile(db: Db, appUrl: string, kind: SitemapKind, n: number) {
  const rows = await chunk(db, kind, n);
  if (!rows.length && n > 1) return null;
  const urls = rows.map((r) => `<url><loc>${xmlEscape(appUrl + r.path)}</loc>${r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string, extra: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /account-settings',
    'Disallow: /billing',
    'Disallow: /checkout',
    ...(extra.trim() ? [extra.trim()] : []),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
