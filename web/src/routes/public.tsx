import { lazy } from 'react';
import { placeholder } from '../features/placeholders/placeholder';
import { paths } from '../paths';
import { NotFoundPage } from '../shell/screens/not-found';
import type { RouteDef } from './types';

// Home, landing, contact, custom pages, API docs, 404.
export const publicRoutes: RouteDef[] = [
  { path: paths.home, layout: 'main', page: lazy(() => import('../features/home/home-page')) },
  { path: paths.landing, layout: 'main', page: placeholder('main', 'Welcome', 'The landing page has no sections yet.') },
  { path: paths.contact, layout: 'main', page: lazy(() => import('../features/pages/contact-page')) },
  { path: paths.customPageById, layout: 'main', page: lazy(() => import('../features/pages/custom-page')) },
  { path: paths.customPage, layout: 'main', page: lazy(() => import('../features/pages/custom-page')) },
  { path: paths.apiDocs, layout: 'main', permission: 'api.access', page: lazy(() => import('../features/api-docs/api-docs-page')) },
  { path: paths.notFound, layout: 'main', page: NotFoundPage },
];
