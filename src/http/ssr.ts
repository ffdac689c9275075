import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { APP_ROOT } from '../app-root';
import { subjectOf } from '../features/accounts/auth/auth-state';
import { hasPermission } from '../features/accounts/roles/access';
import { showPerson } from '../features/catalogue/people/people.service';
import { listRelated, showTitleJson } from '../features/catalogue/titles/titles.service';
import { showChannel } from '../features/site/channels/channels.service';
import { searchEverything } from '../features/search/search.service';
import type { buildBootstrapData } from '../features/site/bootstrap/bootstrap.service';
import { channelPageQuery } from '../shared/channels.schemas';
import type { AppEnv } from './app-env';

// Server rendering of the title, home, person and search pages (issue 18: their content paints from
// the HTML, before any script runs). The React tree is the web app's own, built by vite's SSR build
// (web/src/entry-server.tsx -> dist/ssr, scripts/ensure-build.mjs) and imported on the first such
// page, so a server nobody browses never loads it. The page's API responses come from the service
// functions their routes call, under the query keys the page's hooks use, and travel dehydrated in
// the HTML: the browser hydrates from the same data without an API round trip. A missing bundle or
// a render that throws answers the client-rendered page, with one warning in the log.

/** The built server entry (scripts/ensure-build.mjs). */
export const SSR_ENTRY = path.join(APP_ROOT, 'dist/ssr/entry-server.js');

type QueryData = { queryKey: readonly unknown[]; data: unknown };
type SsrPage =
  | { kind: 'home' }
  | { kind: 'title'; titleId: string }
  | { kind: 'person'; personId: string }
  | { kind: 'search'; query: string; types: string[]; limit: number };

/** What web/src/entry-server.tsx exports. */
interface SsrModule {
  matchSsrPage(pathname: string): SsrPage | null;
  render(input: { url: string; bootstrap: unknown; queries: QueryData[] }): Promise<{ html: string; state: unknown } | null>;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The dehydrated query client, for the client to start from. */
  state: unknown;
  /** The page's modules as vite's build manifest names them (their chunks load beside the app's). */
  modules?: readonly string[];
}

/**
 * Each page's module and the lazy parts it hydrates with (its `hydrationParts`), relative to web/:
 * the keys of vite's manifest.
 */
export const PAGE_MODULES: Record<SsrPage['kind'], readonly string[]> = {
  home: ['src/features/home/home-page.tsx'],
  title: ['src/features/titles/title-page.tsx', 'src/features/titles/reviews-slot.tsx'],
  person: ['src/features/people/person-page.tsx'],
  search: ['src/features/search/search-page.tsx'],
};

type BootstrapData = Awaited<ReturnType<typeof buildBootstrapData>>;

export type PageRenderer = (c: Context<AppEnv>, pathname: string, bootstrap: BootstrapData) => Promise<RenderedPage | null>;

/** An id route param as the API reads it (idOrSlugParam): digits, optionally `-slug`. */
function idOf(param: string) {
  return /^\d{1,15}(-[\w-]*)?$/.test(param) ? Number.parseInt(param, 10) : null;
}

/** Dates and other non-JSON values as the client receives them over HTTP. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** The page's API data, exactly as the browser would fetch it; null when the page is not for server rendering. */
async function pageQueries(c: Context<AppEnv>, page: SsrPage): Promise<QueryData[] | null> {
  const deps = c.var;
  const can = (permission: string) => hasPermission(subjectOf(deps.auth), permission);
  if (page.kind === 'title') {
    // web/src/api/titles.ts: useTitle and useRelatedTitles (limit 16)
    const id = idOf(page.titleId);
    if (id === null || !can('titles.view')) return null;
    const [{ json }, related] = await Promise.all([showTitleJson(deps, id), listRelated(deps, id, 16)]);
    return [
      { queryKey: ['titles', page.titleId], data: JSON.parse(json) },
      { queryKey: ['titles', page.titleId, 'related'], data: asJson({ titles: related }) },
    ];
  }
  if (page.kind === 'person') {
    // web/src/features/people/api.ts: usePerson; the route also asks for titles.view
    const id = idOf(page.personId);
    if (id === null || !can('people.view') || !can('titles.view')) return null;
    return [{ queryKey: ['people', page.personId], data: asJson(await showPerson(deps, id)) }];
  }
  if (page.kind === 'search') {
    // web/src/features/search/api.ts: useSearch on the search page (the route asks for titles.view;
    // GET search/{query} takes at most 200 characters)
    if (!can('titles.view') || page.query.length > 200) return null;
    const answer = await searchEverything(deps, page.query, page.types, page.limit);
    return [{ queryKey: ['search', page.query, page.types.join(','), page.limit], data: asJson(answer) }];
  }
  // web/src/features/home/home-page.tsx: the channel named by homepage.value
  const { settings } = deps.services;
  const type = settings.get<string>('homepage.type');
  if (type && type !== 'channel') return null;
  const slug = settings.get<string>('homepage.value') || 'home';
  return [{ queryKey: ['channel', slug, null], data: asJson(await showChannel(deps, slug, channelPageQuery.parse({}))) }];
}

/**
 * The renderer webBundle uses (for guests and for signed-in viewers in their personal space): null
 * for other pages, for pages whose data is not there (a 404, no permission), and whenever the bundle
 * is missing or rendering fails.
 */
export function serverRenderer(entry: string = SSR_ENTRY): PageRenderer {
  let loading: Promise<SsrModule | null> | null = null;
  let warned = false;
  const warnOnce = (c: Context<AppEnv>, err: unknown, msg: string) => {
    if (warned) return;
    warned = true;
    c.var.services.logger.warn({ err }, msg);
  };
  const load = (c: Context<AppEnv>) =>
    (loading ??= (async () => {
      if (!fs.existsSync(entry)) {
        warnOnce(c, null, `server rendering is off: ${entry} is not built (npm run build); viewers get the client-rendered pages`);
        return null;
      }
      try {
        // dynamic: the React tree is loaded on the first such page, not at start
        return (await import(pathToFileURL(entry).href)) as SsrModule;
      } catch (err) {
        warnOnce(c, err, 'server rendering is off: its bundle failed to load; viewers get the client-rendered pages');
        return null;
      }
    })());

  return async (c, pathname, bootstrap) => {
    const mod = await load(c);
    if (!mod) return null;
    try {
      const page = mod.matchSsrPage(pathname);
      if (!page) return null;
      const queries = await pageQueries(c, page).catch(() => null); // a 404 or a 403: the client page shows it
      if (!queries) return null;
      const search = new URL(c.req.url).search;
      const rendered = await mod.render({ url: pathname + search, bootstrap, queries });
      return rendered && { ...rendered, modules: PAGE_MODULES[page.kind] };
    } catch (err) {
      warnOnce(c, err, 'server rendering failed; the client-rendered page was sent instead');
      return null;
    }
  };
}
