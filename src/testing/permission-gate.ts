import { expect } from 'vitest';
import { createTestUser, grantPermission } from './factories';
import type { TestContext } from './harness';

type Call = string | [path: string, init: RequestInit & { json?: unknown }];

/**
 * An endpoint's permission gate: every call answers 401 signed out and 403 to a signed-in user
 * without `permission`; once it is granted, the `allowed` calls (the first one by default) answer
 * 200. Leaves that user signed in.
 */
export async function expectPermissionGate(t: TestContext, permission: string, calls: Call[], allowed: Call[] = calls.slice(0, 1)) {
  const status = async (call: Call) => {
    const [path, init] = typeof call === 'string' ? [call, {}] : call;
    return [path, (await t.request(path, init)).status] as const;
  };
  const statuses = (list: Call[]) => Promise.all(list.map(status));
  const all = (list: Call[], code: number) => list.map((call) => [typeof call === 'string' ? call : call[0], code] as const);
  t.signOut();
  expect(await statuses(calls)).toEqual(all(calls, 401));
  const user = await createTestUser(t.db);
  await t.signIn(user.id);
  expect(await statuses(calls)).toEqual(all(calls, 403));
  await grantPermission(t.db, user.id, permission);
  expect(await statuses(allowed)).toEqual(all(allowed, 200));
  return user;
}
