import { afterEach, beforeEach } from 'vitest';
import { createTestTitle } from '../features/catalogue/common/factories';
import type { NotificationData } from '../features/notifications/notification-data';
import { actingOn } from './acting';
import { createTestContext, type TestContext } from './harness';
import { createTestUser, grantPermission } from './factories';

/** A fresh app per test with helpers to act as a given user and read JSON. */
export function useCommunityContext() {
  const state = {} as { t: TestContext };
  beforeEach(async () => {
    state.t = await createTestContext();
  });
  afterEach(async () => {
    await state.t.close();
  });
  const acting = actingOn(() => state.t);
  return {
    get t() {
      return state.t;
    },
    ...acting,
    user: (opts: Parameters<typeof createTestUser>[1] = {}) => createTestUser(state.t.db, opts),
    /** One user per name, in order. */
    async people(...names: string[]) {
      const users = [];
      for (const name of names) users.push(await createTestUser(state.t.db, { name }));
      return users;
    },
    /** What `user` finds in their notifications (GET notifications, newest first) once the queued jobs have run. */
    async inbox<T = { id: number; type: string; data: NotificationData }>(user: { id: number }) {
      await state.t.services.jobs.runUntilIdle();
      await acting.as(user);
      return (await acting.call('GET', 'notifications')).body.pagination.data as T[];
    },
    admin: () => createTestUser(state.t.db, { admin: true }),
    title: (overrides: Parameters<typeof createTestTitle>[1] = {}) => createTestTitle(state.t.db, overrides),
    /** A user whose only grants are `grants` (no role), to test quotas. */
    async limitedUser(grants: { name: string; count?: number | null }[]) {
      const u = await createTestUser(state.t.db, { roleIds: [] });
      for (const g of grants)
        await grantPermission(state.t.db, u.id, g.name, g.count === undefined ? [] : [{ name: 'count', value: g.count }]);
      return u;
    },
  };
}
