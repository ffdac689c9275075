import type { TestContext } from './harness';

/**
 * Acting as someone against one test app: `as(user)` signs in (replacing any earlier session) or
 * out for null, and `call` sends an API request and reads its JSON. `app()` returns the current
 * context (kits create it in a hook).
 */
export function actingOn(app: () => TestContext) {
  return {
    async as(user: { id: number } | null) {
      app().signOut();
      if (user) await app().signIn(user.id);
    },
    async call(method: string, path: string, json?: unknown) {
      const res = await app().request(`/api/v1/${path}`, { method, json });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
  };
}
