import { afterEach, beforeEach } from 'vitest';
import { createTestTitle } from '../features/catalogue/common/factories';
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
    /** Signs in as `user` (replacing any earlier session) or signs out for `null`. */
    async as(user: { id: number } | null) {
      state.t.signOut();
      if (user) await state.t.signIn(user.id);
    },
    async call(method: string, path: string, json?: unknown) {
      const res = await state.t.request(`/api/v1/${path}`, { method, json });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
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
