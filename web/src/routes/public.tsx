import { lazy } from 'react';
import { paths } from '../paths';
import { NotFoundPage } from '../shell/screens/not-found';
import { lazyPage } from './lazy-page';
import type { RouteDef } from './types';

// Home, landing, contact, custom pages, API docs, 404.
export const publicRoutes: RouteDef[] = [
  // server-rendered for guests (src/http/ssr.ts): preloadable, so hydration never waits on the chunk
  { path: paths.home, layout: 'main', page: lazyPage(() => import('../features/home/home-page')) },
  { path: paths.landing, layout: 'bare', page: lazy(() => import('../features/landing/landing-page')) },
  { path: paths.contact, layout: 'main', page: lazy(() => import('../features/pages/contact-page')) },
  { path: paths.customPageById, layout: 'main', page: lazy(() => import('../features/pages/custom-page')) },
  { path: paths.customPage, layout: 'main', page: lazy(() => import('../features/pages/custom-page')) },
  { path: paths.apiDocs, layout: 'main', permission: 'api.access', page: lazy(() => import('../features/api-docs/api-docs-page')) },
  { path: paths.notFound, layout: 'main', page: NotFoundPage },
];
