import { afterEach, describe, expect, it } from 'vitest';
import { createTestTitle } from '../features/catalogue/common/factories';
import { createTestContext, type TestContext } from '../testing/harness';

// Two app processes on one database (two app instances here, each with its own settings copy and
// response cache, as two processes have): what one changes, the other serves about a second later.

let apps: TestContext[] = [];
afterEach(async () => {
  for (const app of apps) {
    await app.services.fleet.stop();
    await app.close();
  }
  apps = [];
});

async function twoProcesses() {
  const a = await createTestContext();
  const b = await createTestContext({ env: { DATABASE_URL: a.config.DATABASE_URL } });
  apps = [b, a];
  await a.services.fleet.start();
  await b.services.fleet.start();
  const admin = await a.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
  await a.signIn(admin.id);
  return { a, b };
}

const siteName = async (app: TestContext) =>
  ((await (await app.request('/api/v1/bootstrap-data', { cookies: false })).json()) as { settings: { branding: { site_name: string } } })
    .settings.branding.site_name;

describe('several processes on one database', () => {
  it('serve a setting saved through another process without a restart', async () => {
    const { a, b } = await twoProcesses();
    expect(await siteName(b)).toBe('Marquee');
    const saved = await a.request('/api/v1/settings', { method: 'POST', json: { settings: { 'branding.site_name': 'Fleet Cinema' } } });
    expect(saved.status).toBe(200);
    expect(await siteName(a)).toBe('Fleet Cinema');
    await expect.poll(() => siteName(b), { timeout: 10_000, interval: 100 }).toBe('Fleet Cinema');
    expect(b.services.settings.get('branding.site_name')).toBe('Fleet Cinema');
  });

  it('drop cached responses another process invalidated, and leave their own changes alone', async () => {
    const { a, b } = await twoProcesses();
    const title = await createTestTitle(a.db, { name: 'Old Name' });
    const name = async (app: TestContext) =>
      ((await (await app.request(`/api/v1/titles/${title.id}`, { cookies: false })).json()) as { title: { name: string } }).title.name;
    expect(await name(b)).toBe('Old Name'); // now cached in b
    const res = await a.request(`/api/v1/titles/${title.id}`, { method: 'PUT', json: { name: 'New Name' } });
    expect(res.status).toBe(200);
    await expect.poll(() => name(b), { timeout: 10_000, interval: 100 }).toBe('New Name');
  });
});
