// The server entry (built by scripts/ensure-build.mjs with vite's SSR build to dist/ssr, loaded by
// src/http/ssr.ts): renders a title, home, person or search page to HTML with the same tree the
// browser renders (web/src/main.tsx hydrates it), from the bootstrap data and the page's queries the
// server prefetched in-process.
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { parse } from 'regexparam';
import { Router } from 'wouter';
import { createQueryClient } from './api/query-client';
import { SEARCH_PAGE_LIMIT, SEARCH_PAGE_TYPES, searchPageQuery } from './features/search/api';
import { App } from './app';
import { paths } from './paths';
import { gateOf } from './shell/gate-router';
import { findRoute, preloadRoute } from './routes';
import { applyBootstrapData } from './shell/bootstrap';
import type { BootstrapData } from './shell/bootstrap-types';

/** The server-rendered pages and the route params their queries need. */
export type SsrPage =
  | { kind: 'home' }
  | { kind: 'title'; titleId: string }
  | { kind: 'person'; personId: string }
  | { kind: 'search'; query: string; types: string[]; limit: number };

/** Which server-rendered page the client's router would show at pathname, or null (any other page). */
export function matchSsrPage(pathname: string): SsrPage | null {
  const found = findRoute(parse as never, pathname);
  if (!found) return null;
  const params = (found.match[1] ?? {}) as Record<string, string | undefined>;
  const path = found.def.path;
  if (path === paths.home) return { kind: 'home' };
  if (path === paths.title && params.titleId) return { kind: 'title', titleId: params.titleId };
  if ((path === paths.person || path === paths.personWithSlug) && params.personId) return { kind: 'person', personId: params.personId };
  if (path === paths.searchQuery && params.query) {
    // the query useSearch sends for the page (web/src/features/search)
    const query = searchPageQuery(params.query).trim();
    return query ? { kind: 'search', query, types: [...SEARCH_PAGE_TYPES], limit: SEARCH_PAGE_LIMIT } : null;
  }
  return null;
}

export interface RenderInput {
  /** pathname and search, as the browser's location will show them */
  url: string;
  bootstrap: BootstrapData;
  /** The page's API responses under the query keys the page's hooks use. */
  queries: { queryKey: QueryKey; data: unknown }[];
}

/** null when the page would not show its content (a redirect, a gate): the caller answers the client page. */
export interface RenderOutput {
  html: string;
  state: DehydratedState;
}

// The bootstrap store is module state read while rendering: one page renders at a time.
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderOutput | null> {
  const run = queue.then(() => renderNow(input));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow({ url, bootstrap, queries }: RenderInput): Promise<RenderOutput | null> {
  // a signed-in viewer held at a gate (verify e-mail, suspended) sees a form of its own, not the page
  if (gateOf(bootstrap)) return null;
  const [pathname = '/', search = ''] = url.split('?');
  await preloadRoute(pathname);
  const client = createQueryClient();
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  applyBootstrapData(bootstrap);
  const ssrContext: { redirectTo?: string } = {};
  let failure: unknown = null;
  // prerender, not a streaming render: it waits for every lazy part and writes finished markup. No
  // boundary is outlined (progressiveChunkSize), so there are no inline scripts to reveal them: the
  // CSP would block those, and without JavaScript the page's content would stay hidden.
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search} ssrContext={ssrContext}>
        <App client={client} />
      </Router>
    </StrictMode>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  if (ssrContext.redirectTo) return null;
  const state = dehydrate(client);
  client.clear();
  return { html, state };
}
