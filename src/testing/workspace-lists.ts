import type { Db } from '../db/database';
import type { WorkspaceRole } from '../db/tables/workspaces';

/**
 * A workspace made by direct inserts (the workspaces API is tested on its own): `ownerId` owns it,
 * `members` join with the role given (default 'member'). Returns the workspace id.
 */
export async function createTestWorkspace(
  db: Db,
  ownerId: number,
  members: ({ id: number } | { id: number; role: WorkspaceRole })[] = [],
  name = 'Our house',
) {
  const ws = await db.insertInto('workspaces').values({ name, owner_id: ownerId }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('workspace_members').values({ workspace_id: ws.id, user_id: ownerId, role: 'owner' }).execute();
  for (const m of members) await addTestMember(db, ws.id, m.id, 'role' in m ? m.role : 'member');
  return ws.id;
}

async function addTestMember(db: Db, workspaceId: number, userId: number, role: WorkspaceRole = 'member') {
  await db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role }).execute();
}

export async function removeTestMember(db: Db, workspaceId: number, userId: number) {
  await db.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}
