import type { Trx } from '../../db/database';
import { makeSlug } from '../catalogue/common/slug';
import { dropInviteNotifications } from './workspace-invite-notifications';
import {
  clearAddedBy,
  deleteMembershipsOf,
  deleteWorkspaceRow,
  invitesOfWorkspace,
  moveListsToPersonal,
  setListOwner,
  setMemberRole,
  setWorkspaceOwner,
  successorCandidates,
  workspaceListsBy,
  workspacesOwnedBy,
} from './workspaces.queries';

/**
 * Ends a workspace inside `trx`: its lists become the owner's personal lists (the shared watchlist
 * an ordinary private list named '<workspace> watchlist'); its invites, with the notifications they
 * caused, and its memberships go.
 */
export async function dissolveWorkspace(trx: Trx, workspace: { id: number; name: string; owner_id: number }) {
  const watchlistName = `${workspace.name} watchlist`;
  await moveListsToPersonal(trx, workspace.id, workspace.owner_id, watchlistName, makeSlug(watchlistName));
  await dropInviteNotifications(trx, await invitesOfWorkspace(trx, workspace.id));
  await deleteWorkspaceRow(trx, workspace.id);
}

/**
 * User-deletion hook (runs before community's, which deletes the user's own lists). A workspace the
 * user owns passes to its longest-standing admin, else its longest-standing member; with nobody
 * else in it, it is dissolved and its lists become the user's, so they go with the user. Lists the
 * user made inside workspaces that remain pass to those workspaces' owners; items they added keep
 * no dangling added_by; invites they sent stay (inviter becomes null by the foreign key).
 */
export async function handOverWorkspaces(trx: Trx, userIds: number[]) {
  for (const workspace of await workspacesOwnedBy(trx, userIds)) {
    const others = await successorCandidates(trx, workspace.id, userIds);
    const heir = others.find((m) => m.role === 'admin') ?? others[0];
    if (!heir) {
      await dissolveWorkspace(trx, workspace);
      continue;
    }
    await setWorkspaceOwner(trx, workspace.id, heir.user_id);
    await setMemberRole(trx, workspace.id, heir.user_id, 'owner');
  }
  const lists = await workspaceListsBy(trx, userIds);
  for (const ownerId of new Set(lists.map((l) => l.owner_id))) {
    await setListOwner(
      trx,
      lists.filter((l) => l.owner_id === ownerId).map((l) => l.id),
      ownerId,
    );
  }
  await clearAddedBy(trx, userIds);
  await deleteMembershipsOf(trx, userIds);
}
