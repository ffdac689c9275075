import type { ComponentType } from 'react';
import type { LayoutName } from '../layouts';
import type { BootstrapData } from '../shell/bootstrap-types';

export interface GuardContext {
  data: BootstrapData;
  location: string;
  search: URLSearchParams;
}

/** A guard returns a path to redirect to, 'not-found', or null to let the page render. */
export type RouteGuardFn = (ctx: GuardContext) => string | 'not-found' | null;

export interface RouteDef {
  /** A pattern from web/src/paths.ts. */
  path: string;
  /** The page; use React.lazy(() => import('../features/<x>/<page>')) so each page is its own chunk. */
  page: ComponentType;
  layout: LayoutName;
  /** Signed-in users only (else /login). */
  auth?: boolean;
  /** Spec section 6 route permission: guests go to /login; others to /pricing or not-found. */
  permission?: string | string[];
  /** Extra rules (e.g. billing needs a subscription). Run after auth and permission. */
  guard?: RouteGuardFn;
}
