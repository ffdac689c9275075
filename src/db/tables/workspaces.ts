import type { Generated } from 'kysely';

// Row types of migrations/0600_workspaces.ts (the columns it adds to lists, list_items and
// products live with those tables).

export type WorkspaceRole = 'owner' | 'admin' | 'member';
export type WorkspaceInviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface WorkspaceMembersTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  role: WorkspaceRole;
  created_at: Generated<string>;
}

export interface WorkspaceInvitesTable {
  id: Generated<number>;
  workspace_id: number;
  /** Lower-cased. */
  email: string;
  /** The role the invitee gets on joining: admin or member. */
  role: WorkspaceRole;
  inviter_id: number | null;
  /** sha256 (hex) of the invite token; the token itself (the spec's inviteId) is only sent. */
  token_hash: string;
  status: Generated<WorkspaceInviteStatus>;
  expires_at: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface WorkspacesTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invites: WorkspaceInvitesTable;
}
