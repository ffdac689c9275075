import { afterAll, beforeAll } from 'vitest';
import type { WorkspaceRole } from '../db/tables/workspaces';
import { mailsTo } from './auth';
import { createTestUser, grantPermission } from './factories';
import { actingOn } from './acting';
import { createTestContext, type TestContext } from './harness';

type User = { id: number; email: string };

/**
 * One app for the file, with helpers to act as a user, call the API, build workspaces directly and
 * read what the invitations left behind (mail log, notifications). Use fresh users per test.
 */
export function useWorkspaceKit() {
  const state = {} as { t: TestContext };
  beforeAll(async () => {
    state.t = await createTestContext();
  });
  afterAll(() => state.t?.close());

  const kit = {
    get t() {
      return state.t;
    },
    ...actingOn(() => state.t),
    user: (opts: Parameters<typeof createTestUser>[1] = {}) => createTestUser(state.t.db, opts),
    /** A user whose only grant is workspaces.create with the given count (no role). */
    async limitedUser(count: number | null) {
      const u = await createTestUser(state.t.db, { roleIds: [] });
      await grantPermission(state.t.db, u.id, 'workspaces.create', [{ name: 'count', value: count }]);
      return u;
    },
    /** A workspace owned by `owner` with the given members, written straight to the tables. */
    async workspace(owner: User, members: { user: User; role?: WorkspaceRole }[] = [], name = 'Our house') {
      const db = state.t.db;
      const { id } = await db.insertInto('workspaces').values({ name, owner_id: owner.id }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('workspace_members').values({ workspace_id: id, user_id: owner.id, role: 'owner' }).execute();
      let tick = 1;
      for (const m of members) {
        // Distinct join times, in the order given (longest-standing first).
        const joined = new Date(Date.now() + tick++ * 1000).toISOString();
        await db
          .insertInto('workspace_members')
          .values({ workspace_id: id, user_id: m.user.id, role: m.role ?? 'member', created_at: joined })
          .execute();
      }
      return { id, name };
    },
    /** A list written straight to the table (workspace_id null: personal). */
    async list(user: User, values: { name?: string; workspace_id?: number | null; workspace_watchlist_of?: number | null } = {}) {
      return state.t.db
        .insertInto('lists')
        .values({ user_id: user.id, name: values.name ?? 'A list', slug: 'a-list', ...values })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    findList: (id: number) => state.t.db.selectFrom('lists').selectAll().where('id', '=', id).executeTakeFirst(),
    members: (workspaceId: number) =>
      state.t.db.selectFrom('workspace_members').selectAll().where('workspace_id', '=', workspaceId).orderBy('id').execute(),
    invite: (id: number) => state.t.db.selectFrom('workspace_invites').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** Moves an invite's expiry into the past. */
    async expire(inviteId: number) {
      await state.t.db
        .updateTable('workspace_invites')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', inviteId)
        .execute();
    },
    /** The invitation mails sent to an address, newest first. */
    mailsTo: (to: string) => mailsTo(state.t, to),
    /** The invite link of the newest mail to an address, and the token in it. */
    async inviteLink(to: string) {
      const [mail] = await mailsTo(state.t, to);
      const url = mail?.text?.match(/https?:\/\/\S+\/workspace\/join\/\S+/)?.[0];
      if (!url) throw new Error(`No invite link mailed to ${to}`);
      const parsed = new URL(url);
      return {
        url,
        mail: mail!,
        path: parsed.pathname,
        token: parsed.searchParams.get('inviteId')!,
        email: parsed.searchParams.get('email'),
      };
    },
    /** A user's invitation notifications, once the queued notification jobs have run. */
    notifications: async (userId: number) => {
      await state.t.services.jobs.runUntilIdle();
      return (
        await state.t.db
          .selectFrom('notifications')
          .selectAll()
          .where('user_id', '=', userId)
          .where('type', '=', 'workspaces.invite')
          .orderBy('id')
          .execute()
      ).map((n) => ({ ...n, data: JSON.parse(n.data) }));
    },
  };
  return kit;
}
