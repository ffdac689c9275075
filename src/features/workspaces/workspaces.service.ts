import type { WorkspaceRole } from '../../db/tables/workspaces';
import type { ActorDeps } from '../../deps';
import { AppError, forbidden, notFound, validationError } from '../../http/errors';
import { authorizeQuota, requireUser } from '../../http/guard';
import { dissolveWorkspace } from './workspace-deletion';
import { presentInvite, presentMember, presentWorkspace } from './workspaces.present';
import {
  countOwnedWorkspaces,
  deleteMember,
  findWorkspace,
  insertWorkspace,
  membersOf,
  membershipOf,
  pendingInvitesOf,
  renameWorkspace,
  setMemberRole,
  setWorkspaceOwner,
  workspaceSummary,
  workspacesOf,
} from './workspaces.queries';
import type { WorkspaceBody } from './workspaces.schemas';
import { grantsChanged } from '../accounts/roles/grants-cache';

export const WORKSPACE_NOT_FOUND = 'Workspace not found.';
export const OWNER_CANNOT_LEAVE = 'Transfer ownership to another member before leaving.';
const MEMBER_NOT_FOUND = 'Member not found.';

/**
 * The signed-in user and their role in the workspace. Non-members get 404 (never 403): whether a
 * workspace exists is none of their business. `allowed` narrows the roles that may go on (403).
 */
export async function workspaceRole(deps: ActorDeps, workspaceId: number, allowed?: readonly WorkspaceRole[]) {
  const user = requireUser(deps.auth);
  const role = await membershipOf(deps.db, workspaceId, user.id);
  if (!role) throw notFound(WORKSPACE_NOT_FOUND);
  if (allowed && !allowed.includes(role)) throw forbidden();
  return { user, role };
}

export const canManage = (role: WorkspaceRole) => role === 'owner' || role === 'admin';

/** One workspace as the user sees it (WorkspaceSummary). */
export async function summaryFor(deps: ActorDeps, workspaceId: number, userId: number) {
  const row = await workspaceSummary(deps.db, workspaceId, userId);
  if (!row) throw notFound(WORKSPACE_NOT_FOUND);
  return presentWorkspace(row);
}

export async function myWorkspaces(deps: ActorDeps) {
  const user = requireUser(deps.auth);
  return (await workspacesOf(deps.db, user.id)).map(presentWorkspace);
}

export async function createWorkspace(deps: ActorDeps, body: WorkspaceBody) {
  const user = requireUser(deps.auth);
  authorizeQuota(deps.auth, 'workspaces.create', 'count', await countOwnedWorkspaces(deps.db, user.id));
  const id = await deps.db.transaction().execute((trx) => insertWorkspace(trx, body.name, user.id));
  return summaryFor(deps, id, user.id);
}

export async function showWorkspace(deps: ActorDeps, workspaceId: number) {
  const { user, role } = await workspaceRole(deps, workspaceId);
  const members = (await membersOf(deps.db, workspaceId)).map(presentMember);
  // The owner first, then everyone by when they joined.
  members.sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  const invites = canManage(role) ? (await pendingInvitesOf(deps.db, workspaceId)).map((i) => presentInvite(i)) : [];
  return { ...(await summaryFor(deps, workspaceId, user.id)), members, invites };
}

export async function updateWorkspace(deps: ActorDeps, workspaceId: number, body: WorkspaceBody) {
  const { user } = await workspaceRole(deps, workspaceId, ['owner', 'admin']);
  await renameWorkspace(deps.db, workspaceId, body.name);
  return summaryFor(deps, workspaceId, user.id);
}

/**
 * Deletes a workspace in one transaction: its lists become the owner's personal lists (the shared
 * watchlist an ordinary private list named '<workspace> watchlist'); invites (with the notifications
 * they caused) and memberships go.
 */
export async function deleteWorkspace(deps: ActorDeps, workspaceId: number) {
  await workspaceRole(deps, workspaceId, ['owner']);
  const workspace = (await findWorkspace(deps.db, workspaceId))!;
  await deps.db.transaction().execute(async (trx) => {
    await dissolveWorkspace(trx, workspace);
  });
  grantsChanged(deps.services.cache); // plan seats follow memberships
  return { message: 'Deleted workspace' };
}

async function targetMember(deps: ActorDeps, workspaceId: number, userId: number) {
  const role = await membershipOf(deps.db, workspaceId, userId);
  if (!role) throw notFound(MEMBER_NOT_FOUND);
  return role;
}

/** The owner changes anyone but themself; an admin changes non-owners; members change nobody. */
export async function changeMemberRole(deps: ActorDeps, workspaceId: number, userId: number, role: 'admin' | 'member') {
  const me = await workspaceRole(deps, workspaceId, ['owner', 'admin']);
  const current = await targetMember(deps, workspaceId, userId);
  if (current === 'owner') {
    throw me.role === 'owner' ? validationError({ role: ['The owner role moves only by transferring ownership.'] }) : forbidden();
  }
  await setMemberRole(deps.db, workspaceId, userId, role);
  const member = (await membersOf(deps.db, workspaceId)).find((m) => m.id === userId)!;
  return presentMember(member);
}

/** The owner removes anyone but themself; an admin removes members only. */
export async function removeMember(deps: ActorDeps, workspaceId: number, userId: number) {
  const me = await workspaceRole(deps, workspaceId, ['owner', 'admin']);
  const target = await targetMember(deps, workspaceId, userId);
  if (target === 'owner') {
    if (me.role === 'owner') throw new AppError(422, OWNER_CANNOT_LEAVE, { user: [OWNER_CANNOT_LEAVE] }, 'validation');
    throw forbidden();
  }
  if (me.role === 'admin' && target !== 'member') throw forbidden();
  await deleteMember(deps.db, workspaceId, userId);
  grantsChanged(deps.services.cache);
  return { message: 'Removed member' };
}

export async function leaveWorkspace(deps: ActorDeps, workspaceId: number) {
  const { user, role } = await workspaceRole(deps, workspaceId);
  if (role === 'owner') throw new AppError(422, OWNER_CANNOT_LEAVE, { workspace: [OWNER_CANNOT_LEAVE] }, 'validation');
  await deleteMember(deps.db, workspaceId, user.id);
  grantsChanged(deps.services.cache);
  return { message: 'Left workspace' };
}

/** Hands the workspace to another member; the old owner stays on as an admin. */
export async function transferOwnership(deps: ActorDeps, workspaceId: number, userId: number) {
  const { user } = await workspaceRole(deps, workspaceId, ['owner']);
  if (userId === user.id) throw validationError({ user_id: ['You already own this workspace.'] });
  if (!(await membershipOf(deps.db, workspaceId, userId))) {
    throw validationError({ user_id: ['Ownership can only go to a member of this workspace.'] });
  }
  await deps.db.transaction().execute(async (trx) => {
    await setWorkspaceOwner(trx, workspaceId, userId);
    await setMemberRole(trx, workspaceId, userId, 'owner');
    await setMemberRole(trx, workspaceId, user.id, 'admin');
  });
  grantsChanged(deps.services.cache);
  return summaryFor(deps, workspaceId, user.id);
}
