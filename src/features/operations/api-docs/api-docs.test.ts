import { describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestApp } from '../../../testing/harness';

const env = useTestApp();

describe('GET api-docs', () => {
  it('lists the mounted endpoints grouped by resource, with readable parameters', async () => {
    const user = await createTestUser(env.ctx.db, { roleIds: [] });
    await grantPermission(env.ctx.db, user.id, 'api.access');
    await env.ctx.signIn(user.id);
    const res = await env.ctx.request('/api/v1/api-docs');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.base_url).toBe('http://localhost:3000/api/v1');
    const titles = body.groups.find((g: { name: string }) => g.name === 'titles');
    expect(titles.endpoints).toContainEqual({ method: 'GET', path: '/api/v1/titles/{id}' });
    const all = body.groups.flatMap((g: { endpoints: { method: string; path: string }[] }) =>
      g.endpoints.map((e) => `${e.method} ${e.path}`),
    );
    expect(all).toContain('POST /api/v1/notifications/mark-as-read');
    expect(all).toContain('POST /api/v1/auth/login');
    expect(all.some((e: string) => e.includes(':') || e.includes('{['))).toBe(false);
    // every listed GET without parameters really answers (no 404 from a wrong prefix)
    for (const path of ['/api/v1/bootstrap-data', '/api/v1/titles', '/api/v1/value-lists/countries']) {
      if (all.includes(`GET ${path}`)) expect((await env.ctx.request(path)).status).not.toBe(404);
    }
  });

  it('needs api.access', async () => {
    const user = await createTestUser(env.ctx.db, { roleIds: [] });
    await env.ctx.signIn(user.id);
    expect((await env.ctx.request('/api/v1/api-docs')).status).toBe(403);
  });
});
