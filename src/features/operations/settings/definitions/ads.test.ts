import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../testing/factories';
import { useTestApp } from '../../../../testing/harness';

const env = useTestApp();

describe('ads settings', () => {
  it('saves slot snippets and switches for settings.update, refuses bad values with field errors, and publishes them', async () => {
    const save = (settings: Record<string, unknown>) => env.ctx.request('/api/v1/settings', { method: 'POST', json: { settings } });
    expect((await save({ 'ads.watch_page': '<b>ad</b>' })).status).toBe(401);
    await env.ctx.signIn((await createTestUser(env.ctx.db)).id);
    expect((await save({ 'ads.watch_page': '<b>ad</b>' })).status).toBe(403);
    await env.ctx.signIn((await createTestUser(env.ctx.db, { admin: true })).id);

    const bad = await save({ 'ads.watch_page': 'x'.repeat(20_001), 'ads.general_top_enabled': 'yes', 'ads.title_page': '<i>kept?</i>' });
    expect(bad.status).toBe(422);
    const errors = (await bad.json()).errors;
    expect(Object.keys(errors).sort()).toEqual(['ads.general_top_enabled', 'ads.watch_page']);
    // nothing half-written
    expect((await (await env.ctx.request('/api/v1/settings')).json()).settings['ads.title_page']).toBe('');

    const ok = await save({
      'ads.watch_page': '<script>document.write("ad")</script>',
      'ads.general_top_enabled': false,
      'ads.hide_for_subscribers': true,
    });
    expect(ok.status).toBe(200);
    const boot = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
    const ads = (boot.settings ?? boot.bootstrapData?.settings).ads;
    expect(ads).toMatchObject({
      watch_page: '<script>document.write("ad")</script>',
      watch_page_enabled: true,
      general_top_enabled: false,
      hide_for_subscribers: true,
      disable: false,
    });
  });
});
