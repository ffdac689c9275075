import type { Db } from '../../db/database';

/** The user's role in a workspace, or undefined when they are not a member. */
export async function membershipOf(db: Db, workspaceId: number, userId: number) {
  const row = await db
    .selectFrom('workspace_members')
    .select('role')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}
