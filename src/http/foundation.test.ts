import { describe, expect, it } from 'vitest';
import { createTestContext, useTestContext } from '../testing/harness';
import { createRouter } from './app-env';

describe('foundation HTTP behaviour', () => {
  const t = useTestContext();

  // unknown /api/v1 routes: errors.test.ts
  it('serves /health with database and migration checks', async () => {
    const res = await t.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', checks: { database: true, migrations: true } });
  });

  it('answers /health with 503 while a migration in the folder has not run', async () => {
    const other = await createTestContext();
    try {
      await other.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0300_community' as never)
        .execute();
      const res = await other.request('/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'error', checks: { database: true, migrations: false } });
    } finally {
      await other.close();
    }
  });

  it('serves bootstrap data with the public settings and default themes', async () => {
    const res = await t.request('/api/v1/bootstrap-data');
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.settings.branding.site_name).toBe('Marquee');
    expect(data.settings.base_url).toBe('http://localhost:3000');
    expect(data.themes.all.map((th: { name: string }) => th.name).sort()).toEqual(['Dark', 'Light']);
    expect(data.user).toBeNull();
    expect(data.show_cookie_notice).toBe(true);
    expect(data.i18n.language).toBe('en');
    expect(data.settings).not.toHaveProperty('recaptcha.secret_key');
  });
});
