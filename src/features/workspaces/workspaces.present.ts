import type { WorkspaceRole } from '../../db/tables/workspaces';
import type { InviteRow, WorkspaceSummaryRow } from './workspaces.queries';

/** The contract's WorkspaceSummary. */
export function presentWorkspace(row: WorkspaceSummaryRow) {
  return {
    id: row.id,
    name: row.name,
    default: false as const,
    owner_id: row.owner_id,
    role: row.role,
    members_count: Number(row.members_count ?? 0),
    created_at: row.created_at,
  };
}

export function presentMember(row: {
  id: number;
  name: string | null;
  email: string;
  image: string | null;
  role: WorkspaceRole;
  joined_at: string;
}) {
  return { id: row.id, name: row.name ?? 'User', email: row.email, image: row.image, role: row.role, joined_at: row.joined_at };
}

export function presentInvite(row: InviteRow & { inviter_name?: string | null }, inviterName?: string | null) {
  const name = inviterName ?? row.inviter_name;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    expires_at: row.expires_at,
    created_at: row.created_at,
    inviter: row.inviter_id === null ? null : { id: row.inviter_id, name: name ?? 'User' },
  };
}
