import type { Config } from './config';
import type { Db } from './db/database';
import type { AuthState } from './features/accounts/auth/auth-state';
import type { Services } from './platform/services';
import type { ActiveWorkspace } from './features/workspaces/active-workspace';

/**
 * What a service function takes as its first argument: the database, configuration and the
 * long-lived services. A route passes `c.var`; the CLI and jobs build one with the same fields.
 */
export interface Deps {
  db: Db;
  config: Config;
  services: Services;
}

/** A service acting for someone: the signed-in user or the guest, with their permissions. */
export interface ActorDeps extends Deps {
  auth: AuthState;
  /** The active workspace (routes pass c.var, which carries it); absent or null: the personal space. */
  workspace?: ActiveWorkspace | null;
}
