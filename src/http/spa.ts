import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import mime from 'mime-types';
import { buildBootstrapData } from '../features/site/bootstrap/bootstrap.service';
import { customCssTag, withCustomHtml, withFavicon } from '../features/site/appearance/custom-code';
import { analyticsTags } from '../features/operations/settings/analytics';
import { type ArtworkKind, storedSrcSet } from '../shared/artwork';
import { textDirectionOf } from '../shared/language';
import { ACTIVE_WORKSPACE_COOKIE, activeWorkspaceIdOf } from '../shared/workspace-cookie';
import type { AppEnv } from './app-env';
import { cookieValue } from './cookie-value';
import { type PageRenderer, serverRenderer } from './ssr';
import { type BuildManifest, chunksOf, deferAppScripts } from './ssr-scripts';
import { themeInitScript } from './theme-script';

export interface PageMeta {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  type?: string;
  /** Extra meta tags: property/name -> content. */
  tags?: { property?: string; name?: string; content: string }[];
  jsonLd?: object[];
  status?: number;
  noindex?: boolean;
  /**
   * The page's above-the-fold (LCP) image: preloaded from the HTML with the srcset and sizes the
   * client's <img> uses, so the browser fetches it beside the scripts instead of after them.
   */
  preloadImage?: { src: string; kind: ArtworkKind; sizes: string } | null;
}

/** Per-page SEO: modules contribute resolvers (FeatureModule.pageMeta); the first non-null wins. */
export type PageMetaResolver = (c: Context<AppEnv>, pathname: string) => Promise<PageMeta | null>;

/** Server paths: never answered with the SPA's index.html. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/secure/', '/storage/', '/health', '/sitemap', '/robots.txt', '/tus/'];

export function isServerPath(pathname: string) {
  return SERVER_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers, no U+2028/9. */
export const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function imagePreloadTag(image: NonNullable<PageMeta['preloadImage']>) {
  const srcset = storedSrcSet(image.src, image.kind);
  const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}"${candidates} fetchpriority="high">`;
}

function renderHead(meta: PageMeta, nonce: string) {
  const tags = [
    meta.preloadImage ? imagePreloadTag(meta.preloadImage) : '',
    `<title>${escapeHtml(meta.title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}">` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    meta.description ? `<meta name="twitter:description" content="${escapeHtml(meta.description)}">` : '',
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}">` : '',
    ...(meta.tags ?? []).map(
      (t) =>
        `<meta ${t.property ? `property="${escapeHtml(t.property)}"` : `name="${escapeHtml(t.name ?? '')}"`} content="${escapeHtml(t.content)}">`,
    ),
    ...(meta.jsonLd ?? []).map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
    `<script nonce="${nonce}">${themeInitScript}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

interface StaticFile {
  path: string;
  size: number;
  mtime: Date;
}

/**
 * Serves the built web bundle: hashed /assets/* as immutable (with .br/.gz twins when present),
 * other files briefly cached, and every other non-server GET as index.html with the bootstrap
 * data and the page's SEO tags inlined so the first paint needs no API round trip.
 */
export function webBundle(distDir: string, resolvers: readonly PageMetaResolver[] = [], renderPage: PageRenderer = serverRenderer()) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const manifestFile = path.join(root, '.vite/manifest.json');
  let template: string | null = null;
  let manifest: BuildManifest = {};
  const readTemplate = () => {
    if (template === null || process.env.NODE_ENV === 'development') {
      template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
      try {
        manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
      } catch {
        manifest = {}; // an older build without one: the app preloads the route's chunks itself
      }
    }
    return template;
  };

  const findFile = (pathname: string): StaticFile | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
    if (!full.startsWith(root + path.sep) || full === indexFile) return null;
    try {
      const st = fs.statSync(full);
      return st.isFile() ? { path: full, size: st.size, mtime: st.mtime } : null;
    } catch {
      return null;
    }
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const pathname = new URL(c.req.url).pathname;
    if ((method !== 'GET' && method !== 'HEAD') || isServerPath(pathname)) return next();

    const file = pathname !== '/' ? findFile(pathname) : null;
    if (file) return serveFile(c, file, cachePolicy(pathname));
    if (pathname.startsWith('/assets/') || /\.(js|css|map|png|jpe?g|webp|avif|svg|ico|woff2?|txt|json)$/.test(pathname)) {
      return next(); // a missing asset is a real 404, not the app shell
    }

    const html = readTemplate();
    if (!html) {
      return c.text('The web bundle is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    return renderIndex(c, html, pathname, resolvers, renderPage, manifest);
  });
}

const EMPTY_ROOT = '<div id="root"></div>';

async function renderIndex(
  c: Context<AppEnv>,
  html: string,
  pathname: string,
  resolvers: readonly PageMetaResolver[],
  renderPage: PageRenderer,
  manifest: BuildManifest,
) {
  const data = await buildBootstrapData(c);
  const settings = c.var.services.settings;
  let meta: PageMeta | null = null;
  for (const resolve of resolvers) {
    meta = await resolve(c, pathname);
    if (meta) break;
  }
  const siteName = settings.get<string>('branding.site_name');
  meta ??= {
    title: siteName,
    description: settings.get<string>('branding.site_description'),
    canonical: `${c.var.config.APP_URL}${pathname === '/' ? '' : pathname}`,
  };
  const nonce = (c.get('secureHeadersNonce' as never) as string | undefined) ?? '';
  const customCss = settings.get<string>('custom_code.css');
  // a title, home, person or search page comes server-rendered (src/http/ssr.ts), with the queries it
  // rendered from; any other page, a viewer acting in a workspace, or a failed render: the empty root as ever
  const rendered =
    (!data.user || inPersonalSpace(c)) && (meta.status ?? 200) === 200 && html.includes(EMPTY_ROOT)
      ? await renderPage(c, pathname, data)
      : null;
  const root = rendered
    ? `<div id="root">${rendered.html}</div><script type="application/json" id="mq-query-state">${jsonForScript(rendered.state)}</script>`
    : EMPTY_ROOT;
  const template = rendered
    ? deferAppScripts(
        html,
        nonce,
        (rendered.modules ?? []).flatMap((module) => chunksOf(manifest, module)),
      )
    : html;
  const body = template
    .replace(EMPTY_ROOT, () => root)
    .replace('<!--mq:head-->', () => renderHead(meta, nonce) + customCssTag(customCss) + analyticsTags(settings, nonce))
    .replace('<!--mq:bootstrap-->', `<script type="application/json" id="mq-bootstrap">${jsonForScript(data)}</script>`)
    .replace(
      /<html lang="en"(?: dir="ltr")?/,
      () => `<html lang="${escapeHtml(data.i18n.language)}" dir="${textDirectionOf(data.i18n.language)}"`,
    );
  c.header('Cache-Control', 'no-cache, private');
  const page = withFavicon(withCustomHtml(body, settings.get<string>('custom_code.html'), nonce), settings.get<string>('branding.favicon'));
  return c.html(page, (meta.status ?? 200) as 200);
}

/**
 * Whether the viewer acts in their personal space: the web client's activeWorkspaceId cookie absent,
 * 0 or not an id (activeWorkspaceIdOf, as web/src/api/workspace.ts reads it). In a workspace the client scopes
 * the page's calls to it (the workspaceId parameter), which the server's render of the page, made
 * from the request for its HTML, cannot know: such a viewer gets the client-rendered page.
 */
function inPersonalSpace(c: Context<AppEnv>) {
  const raw = cookieValue(c.req.header('cookie') ?? '', ACTIVE_WORKSPACE_COOKIE);
  if (raw === undefined) return true;
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return false; // unreadable: leave it to the client
  }
  return activeWorkspaceIdOf(text) === 0;
}

/** Hashed assets forever; the service worker always revalidated (a fix reaches browsers on their next visit); the rest an hour. */
function cachePolicy(pathname: string) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return pathname === '/sw.js' ? 'no-cache' : 'public, max-age=3600';
}

function serveFile(c: Context<AppEnv>, file: StaticFile, cacheControl: string) {
  const etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  const type = mime.contentType(path.extname(file.path)) || 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    ETag: etag,
    'Last-Modified': file.mtime.toUTCString(),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const accept = c.req.header('accept-encoding') ?? '';
  for (const [enc, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${enc}\\b`).test(accept) && fs.existsSync(file.path + ext)) {
      const data = fs.readFileSync(file.path + ext);
      return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(data), {
        headers: { ...headers, 'Content-Encoding': enc, 'Content-Length': String(data.byteLength) },
      });
    }
  }
  const data = fs.readFileSync(file.path);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(data), {
    headers: { ...headers, 'Content-Length': String(data.byteLength) },
  });
}
