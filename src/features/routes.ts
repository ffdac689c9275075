import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { bootstrapRoutes } from './bootstrap/bootstrap.routes';
import { healthRoutes } from './health/health.routes';
import { settingsRoutes } from './settings/settings.routes';
import { storageRoutes } from './storage/storage.routes';

/**
 * Every feature router and where it is mounted. A feature adds one line here.
 * `api` routers live under /api/v1; `root` routers at the site root (spec: auth/*, secure/*).
 */
export const featureRoutes: { base: 'api' | 'root'; path: string; router: Hono<AppEnv> }[] = [
  { base: 'root', path: '/', router: healthRoutes },
  { base: 'api', path: '/', router: bootstrapRoutes },
  { base: 'api', path: '/', router: settingsRoutes },
  { base: 'root', path: '/', router: storageRoutes },
];
