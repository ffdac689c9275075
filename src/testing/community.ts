import { afterEach, beforeEach } from 'vitest';
import { createTestTitle } from '../features/catalogue/common/factories';
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
  return {
    get t() {
      return state.t;
    },
    ...actingOn(() => state.t),
    user: (opts: Parameters<typeof createTestUser>[1] = {}) => createTestUser(state.t.db, opts),
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
