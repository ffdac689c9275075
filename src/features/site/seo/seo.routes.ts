import { createRouter } from '../../../http/app-env';
import { robotsTxt, type SitemapKind, sitemapFile, sitemapIndex, sitemapKinds, visibleKinds } from './seo.sitemap';

// Search engine files at the site root: /sitemap.xml, /sitemaps/<kind>-<n>.xml, /robots.txt.

const CACHE_MS = 60 * 60_000;
const CACHE_TAGS = ['titles', 'people', 'news', 'channels', 'roles', 'sitemaps'];

const xml = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });

export const sitemapIndexRoutes = createRouter().get('/', async (c) => {
  const { db, config, services } = c.var;
  const kinds = visibleKinds(await services.guestSubject());
  return xml(await services.cache.remember('sitemap:index', CACHE_MS, CACHE_TAGS, () => sitemapIndex(db, config.APP_URL, kinds)));
});

export const sitemapFilesRoutes = createRouter().get('/:file{[a-z]+-[0-9]{1,6}\\.xml}', async (c) => {
  const { db, config, services } = c.var;
  const [, kind, n] = /^([a-z]+)-(\d+)\.xml$/.exec(c.req.param('file'))!;
  const visible = visibleKinds(await services.guestSubject());
  if (!sitemapKinds.includes(kind as SitemapKind) || !visible.includes(kind as SitemapKind) || Number(n) < 1) {
    return c.json({ message: 'Not found.' }, 404);
  }
  const body = await services.cache.remember(`sitemap:${kind}:${n}`, CACHE_MS, CACHE_TAGS, () =>
    sitemapFile(db, config.APP_URL, kind as SitemapKind, Number(n)),
  );
  return body ? xml(body) : c.json({ message: 'Not found.' }, 404);
});

export const robotsRoutes = createRouter().get('/', (c) => {
  const { config, services } = c.var;
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(robotsTxt(config.APP_URL, services.settings.get<string>('seo.robots_extra')));
});
