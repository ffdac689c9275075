import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, useLocation, useRouter } from 'wouter';
import { layouts } from '../layouts';
import { NotFoundPage } from '../shell/screens/not-found';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { appearanceRoutes } from './appearance';
import { authRoutes } from './auth';
import { catalogueRoutes, channelRoutes } from './catalogue';
import { publicRoutes } from './public';
import { isPreloadable } from './lazy-page';
import { RouteElement } from './route-element';
import type { RouteDef } from './types';

// wouter's Route accepts a precomputed `match` (as Switch passes it) to provide useParams().
const MatchedRoute = Route as unknown as ComponentType<{ path: string; match: unknown; children: ReactNode }>;

/** Every page, in match order. An area adds or replaces pages only in its own routes/<area>.tsx. */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...accountRoutes,
  ...publicRoutes,
  ...catalogueRoutes,
  ...appearanceRoutes,
  ...adminRoutes,
  // Unknown /admin/* paths are not channels.
  { path: '/admin/*', layout: 'admin', permission: 'admin.access', page: NotFoundPage },
  ...channelRoutes,
];

export function findRoute(parser: Parameters<typeof matchRoute>[0], pathname: string) {
  for (const def of routes) {
    const match = matchRoute(parser, def.path, pathname);
    if (match[0]) return { def, match };
  }
  return null;
}

/**
 * Loads the chunk of the page at pathname when it is a preloadable one (lazyPage), so server-rendered
 * markup hydrates without the page suspending. Resolves when loaded, or at once for other pages.
 */
export async function preloadRoute(pathname: string) {
  const page = findRoute(parse as never, pathname)?.def.page;
  if (page && isPreloadable(page)) await page.preload().catch(() => undefined);
}

/**
 * Matches the location once and renders the route inside its layout. The layout element stays the
 * same across pages of one area, so the navbar and sidebar do not remount on navigation.
 */
export function AppRoutes() {
  const router = useRouter();
  const [location] = useLocation();
  const found = findRoute(router.parser, location);
  if (!found) {
    return (
      <layouts.main>
        <NotFoundPage />
      </layouts.main>
    );
  }
  const Layout = layouts[found.def.layout];
  return (
    <Layout>
      <MatchedRoute path={found.def.path} match={found.match}>
        <RouteElement key={found.def.path} def={found.def} />
      </MatchedRoute>
    </Layout>
  );
}
