import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AuthState } from '../features/accounts/auth/auth-state';
import type { ActiveWorkspace } from '../features/workspaces/active-workspace';
import type { Services } from '../platform/services';

/** What every request can reach: wired once in createApp, read as `c.var.*`. */
export interface AppVariables {
  db: Db;
  config: Config;
  services: Services;
  log: Logger;
  requestId: string;
  auth: AuthState;
  /** The workspace the request acts in (the workspaceId parameter); null: the personal space. */
  workspace: ActiveWorkspace | null;
  relations: Relations;
}

export interface Relations {
  with: string[];
  load: string[];
  loadCount: string[];
}

export interface AppEnv {
  Variables: AppVariables;
}

/** A feature router: mounted by app.ts with app.route(). */
export function createRouter() {
  return new Hono<AppEnv>();
}
