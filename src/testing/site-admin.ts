import { beforeEach } from 'vitest';
import { type TestApp, type TestContextOptions, useTestApp } from './harness';

/**
 * useTestApp() for the site's admin screens: the administrator is signed in afresh before every
 * test, so a test may sign out or in as someone else without undoing it for the next one.
 */
export function useAdminTestApp(opts: TestContextOptions = {}): TestApp {
  const env = useTestApp(opts);
  beforeEach(async () => {
    env.ctx.signOut();
    await env.ctx.signIn(env.adminId);
  });
  return env;
}
