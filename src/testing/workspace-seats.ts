import type { Db } from '../db/database';

// Workspaces and memberships for the seat tests, inserted directly (the workspaces API is another
// feature's): the owner gets an 'owner' membership like the API gives the creator.

/** A workspace owned by `ownerId`, with the owner's membership. */
export async function createSeatWorkspace(db: Db, ownerId: number, name = 'Home') {
  const { id } = await db.insertInto('workspaces').values({ name, owner_id: ownerId }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('workspace_members').values({ workspace_id: id, user_id: ownerId, role: 'owner' }).execute();
  return { id, name };
}

/** Adds a member; `joinedAt` (ISO) sets the membership's created_at, which decides seat order. */
export async function addSeatMember(db: Db, workspaceId: number, userId: number, joinedAt?: string) {
  const row = await db
    .insertInto('workspace_members')
    .values({ workspace_id: workspaceId, user_id: userId, role: 'member', ...(joinedAt ? { created_at: joinedAt } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function removeSeatMember(db: Db, workspaceId: number, userId: number) {
  await db.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}
