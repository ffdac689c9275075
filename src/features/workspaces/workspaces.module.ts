import type { FeatureModule } from '../module';
import { workspaceInviteNotification } from './workspace-invite-notifications';
import { handOverWorkspaces } from './workspace-deletion';
import { workspaceInviteValidator } from './workspace-invites.service';

/** Workspaces: households and teams with members, invites, shared lists, a shared watchlist and plan seats. */
export const workspacesModule: FeatureModule = {
  name: 'workspaces',
  notificationTypes: [workspaceInviteNotification],
  inviteValidators: [workspaceInviteValidator],
  // Before community's hook: hands over or dissolves the user's workspaces before their own lists go.
  userDeletion: [handOverWorkspaces],
};
