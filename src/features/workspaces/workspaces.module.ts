import type { FeatureModule } from '../module';

/** Workspaces: households and teams with members, invites, shared lists, a shared watchlist and plan seats. */
export const workspacesModule: FeatureModule = {
  name: 'workspaces',
};
