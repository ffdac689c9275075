import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db/database';
import { nowIso } from '../../db/database';
import type { WorkspaceInvitesTable, WorkspaceRole } from '../../db/tables/workspaces';

export type InviteRow = Selectable<WorkspaceInvitesTable>;
type Conn = Db | Trx;

/** The row of one user's membership of a workspace. */
const memberKey = (workspaceId: number, userId: number) => ({ workspace_id: workspaceId, user_id: userId });

/** The user's role in a workspace, or undefined when they are not a member. */
export async function membershipOf(db: Conn, workspaceId: number, userId: number) {
  const row = await db
    .selectFrom('workspace_members')
    .select('role')
    .where((eb) => eb.and(memberKey(workspaceId, userId)))
    .executeTakeFirst();
  return row?.role;
}

// --- workspaces as a member sees them -------------------------------------------------------

function summaries(db: Conn, userId: number) {
  return db
    .selectFrom('workspaces as w')
    .innerJoin('workspace_members as me', (j) => j.onRef('me.workspace_id', '=', 'w.id').on('me.user_id', '=', userId))
    .select((eb) => [
      'w.id',
      'w.name',
      'w.owner_id',
      'w.created_at',
      'me.role',
      eb
        .selectFrom('workspace_members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.workspace_id', '=', 'w.id')
        .as('members_count'),
    ]);
}
export type WorkspaceSummaryRow = Awaited<ReturnType<typeof workspaceSummary>> & {};

/** The user's workspaces, oldest first, with their role and the member count. */
export function workspacesOf(db: Conn, userId: number) {
  return summaries(db, userId).orderBy('w.created_at').orderBy('w.id').execute();
}

/** One workspace as `userId` sees it; undefined when they are not a member. */
export function workspaceSummary(db: Conn, workspaceId: number, userId: number) {
  return summaries(db, userId).where('w.id', '=', workspaceId).executeTakeFirst();
}

export function findWorkspace(db: Conn, id: number) {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countOwnedWorkspaces(db: Conn, userId: number) {
  const row = await db
    .selectFrom('workspaces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWorkspace(trx: Trx, name: string, ownerId: number) {
  const now = nowIso();
  const { id } = await trx
    .insertInto('workspaces')
    .values({ name, owner_id: ownerId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertMember(trx, id, ownerId, 'owner');
  return id;
}

export async function renameWorkspace(db: Conn, id: number, name: string) {
  await db.updateTable('workspaces').set({ name, updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function setWorkspaceOwner(trx: Trx, id: number, ownerId: number) {
  await trx.updateTable('workspaces').set({ owner_id: ownerId, updated_at: nowIso() }).where('id', '=', id).execute();
}

// --- members ----------------------------------------------------------------------------------

/** Adds a member; an existing membership is left as it is (returns false then). */
export async function insertMember(db: Conn, workspaceId: number, userId: number, role: WorkspaceRole) {
  const res = await db
    .insertInto('workspace_members')
    .values({ workspace_id: workspaceId, user_id: userId, role, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function membersOf(db: Conn, workspaceId: number) {
  return db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.image', 'm.role', 'm.created_at as joined_at', 'm.id as membership_id'])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** Which of `emails` (lower-cased) belong to members of the workspace. */
export async function memberEmails(db: Conn, workspaceId: number, emails: string[]) {
  if (!emails.length) return new Set<string>();
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.workspace_id', '=', workspaceId)
    .where('u.email', 'in', emails)
    .execute();
  return new Set(rows.map((r) => r.email.toLowerCase()));
}

export async function setMemberRole(db: Conn, workspaceId: number, userId: number, role: WorkspaceRole) {
  await db
    .updateTable('workspace_members')
    .set({ role })
    .where((eb) => eb.and(memberKey(workspaceId, userId)))
    .execute();
}

export async function deleteMember(db: Conn, workspaceId: number, userId: number) {
  await db
    .deleteFrom('workspace_members')
    .where((eb) => eb.and(memberKey(workspaceId, userId)))
    .execute();
}

// --- invites ----------------------------------------------------------------------------------

/** Pending invites with their inviter, oldest first. */
export function pendingInvitesOf(db: Conn, workspaceId: number) {
  return db
    .selectFrom('workspace_invites as i')
    .leftJoin('users as u', 'u.id', 'i.inviter_id')
    .selectAll('i')
    .select(['u.name as inviter_name'])
    .where('i.workspace_id', '=', workspaceId)
    .where('i.status', '=', 'pending')
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
}

export function findInvite(db: Conn, workspaceId: number, id: number) {
  return db.selectFrom('workspace_invites').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();
}

export function inviteByTokenHash(db: Conn, tokenHash: string) {
  return db.selectFrom('workspace_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The pending invite of a workspace for an address (expired or not), if any. */
export function pendingInviteFor(db: Conn, workspaceId: number, email: string) {
  return db
    .selectFrom('workspace_invites')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export function insertInvite(db: Conn, values: Insertable<WorkspaceInvitesTable>) {
  return db.insertInto('workspace_invites').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateInvite(db: Conn, id: number, set: Updateable<WorkspaceInvitesTable>) {
  return db
    .updateTable('workspace_invites')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves a pending invite to `status`; false when it was no longer pending (used, declined, cancelled). */
export async function closeInvite(db: Conn, id: number, status: 'accepted' | 'declined' | 'cancelled') {
  const res = await db
    .updateTable('workspace_invites')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function invitesOfWorkspace(db: Conn, workspaceId: number) {
  return db.selectFrom('workspace_invites').select(['id', 'email', 'token_hash']).where('workspace_id', '=', workspaceId).execute();
}

// --- people and their notifications ----------------------------------------------------------

export function usersByEmails(db: Conn, emails: string[]) {
  if (!emails.length) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'email', 'name', 'image']).where('email', 'in', emails).execute();
}

export function userById(db: Conn, id: number) {
  return db.selectFrom('users').select(['id', 'email', 'name', 'image']).where('id', '=', id).executeTakeFirst();
}

/** Notifications of `type` addressed to the given users (id and JSON data). */
export function notificationsOfType(db: Conn, userIds: number[], type: string) {
  if (!userIds.length) return Promise.resolve([]);
  return db.selectFrom('notifications').select(['id', 'data']).where('user_id', 'in', userIds).where('type', '=', type).execute();
}

export async function deleteNotificationRows(db: Conn, ids: number[]) {
  if (ids.length) await db.deleteFrom('notifications').where('id', 'in', ids).execute();
}

/** Deletes the notification events published under these keys. */
export async function deleteNotificationEvents(db: Conn, keys: string[]) {
  if (keys.length) await db.deleteFrom('notification_events').where('key', 'in', keys).execute();
}

// --- lists of a workspace (deleting a workspace or its owner) ---------------------------------

/**
 * Gives every list of a workspace to `ownerId` as personal lists; the shared watchlist becomes an
 * ordinary private list named `watchlistName`.
 */
export async function moveListsToPersonal(trx: Trx, workspaceId: number, ownerId: number, watchlistName: string, watchlistSlug: string) {
  const now = nowIso();
  await trx
    .updateTable('lists')
    .set({ name: watchlistName, slug: watchlistSlug, public: 0, workspace_watchlist_of: null, updated_at: now })
    .where('workspace_watchlist_of', '=', workspaceId)
    .execute();
  await trx
    .updateTable('lists')
    .set({ user_id: ownerId, workspace_id: null, workspace_watchlist_of: null, updated_at: now })
    .where('workspace_id', '=', workspaceId)
    .execute();
}

export async function deleteWorkspaceRow(trx: Trx, workspaceId: number) {
  await trx.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('workspace_invites').where('workspace_id', '=', workspaceId).execute();
  await trx.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
}

// --- user deletion -----------------------------------------------------------------------------

export function workspacesOwnedBy(trx: Trx, userIds: number[]) {
  return trx.selectFrom('workspaces').select(['id', 'name', 'owner_id']).where('owner_id', 'in', userIds).execute();
}

/** Members other than `excluded`: admins first, then by how long they have been members. */
export function successorCandidates(trx: Trx, workspaceId: number, excluded: number[]) {
  return trx
    .selectFrom('workspace_members')
    .select(['user_id', 'role', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .where('user_id', 'not in', excluded)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Workspace lists made by any of `userIds` in workspaces that remain, with the workspace's owner. */
export function workspaceListsBy(trx: Trx, userIds: number[]) {
  return trx
    .selectFrom('lists')
    .innerJoin('workspaces', 'workspaces.id', 'lists.workspace_id')
    .select(['lists.id', 'workspaces.owner_id'])
    .where('lists.user_id', 'in', userIds)
    .execute();
}

export async function setListOwner(trx: Trx, listIds: number[], userId: number) {
  if (listIds.length) await trx.updateTable('lists').set({ user_id: userId }).where('id', 'in', listIds).execute();
}

export async function clearAddedBy(trx: Trx, userIds: number[]) {
  await trx.updateTable('list_items').set({ added_by: null }).where('added_by', 'in', userIds).execute();
}

export async function deleteMembershipsOf(trx: Trx, userIds: number[]) {
  await trx.deleteFrom('workspace_members').where('user_id', 'in', userIds).execute();
}
