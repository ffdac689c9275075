import type { WorkspaceMember, WorkspaceRole } from '../../api/workspaces';

// The contract's role rules, mirrored so the page offers only what the server allows.

export const roleLabels: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const roleDescriptions: Record<Exclude<WorkspaceRole, 'owner'>, string> = {
  admin: 'Can rename the workspace, invite people and manage members.',
  member: 'Can see and edit the shared lists and watchlist.',
};

/** Owners and admins rename the workspace and manage invites. */
export const canManage = (viewer: WorkspaceRole) => viewer === 'owner' || viewer === 'admin';

/** The owner changes anyone but themself; an admin changes non-owners (themself included is the server's call: not offered). */
export function canChangeRole(viewer: WorkspaceRole, viewerId: number, member: Pick<WorkspaceMember, 'id' | 'role'>) {
  if (member.id === viewerId || member.role === 'owner') return false;
  return canManage(viewer);
}

/** The owner removes anyone but themself; an admin removes members only. */
export function canRemove(viewer: WorkspaceRole, viewerId: number, member: Pick<WorkspaceMember, 'id' | 'role'>) {
  if (member.id === viewerId || member.role === 'owner') return false;
  return viewer === 'owner' || (viewer === 'admin' && member.role === 'member');
}
