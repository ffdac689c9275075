import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../testing/site-admin';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { defaultDarkTheme, defaultLightTheme, themeVariableNames } from '../../../shared/default-themes';
import { contrastProblems } from '../../../shared/theme-contrast';
import { down as migrateDown, up as migrateUp } from '../../../../migrations/0870_accessible_theme_colours';

const BASE = '/api/v1/admin/appearance/themes';

describe('themes admin API', () => {
  const env = useAdminTestApp();
  let neonId: number;
  const themeId = async (name: string) =>
    (await env.ctx.db.selectFrom('themes').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('needs appearance.update', async () => {
    env.ctx.signOut();
    expect((await env.ctx.request(BASE)).status).toBe(401);
    const u = await createTestUser(env.ctx.db);
    await env.ctx.signIn(u.id);
    expect((await env.ctx.request(BASE)).status).toBe(403);
    expect((await env.ctx.request(BASE, { method: 'POST', json: { name: 'x' } })).status).toBe(403);
    await grantPermission(env.ctx.db, u.id, 'appearance.update');
    expect((await env.ctx.request(BASE)).status).toBe(200);
  });

  it('lists the default themes paginated', async () => {
    const { pagination } = await (await env.ctx.request(BASE)).json();
    expect(pagination.total).toBe(2);
    expect(
      pagination.data.map((th: { name: string; default_dark: boolean; default_light: boolean }) => [
        th.name,
        th.default_dark,
        th.default_light,
      ]),
    ).toEqual([
      ['Dark', true, false],
      ['Light', false, true],
    ]);
    expect(Object.keys(pagination.data[0].values).sort()).toEqual([...themeVariableNames].sort());
  });

  it('creates a theme: missing variables filled from the default, #hex turned into channels', async () => {
    const res = await env.ctx.request(BASE, {
      method: 'POST',
      json: {
        name: 'Neon',
        is_dark: true,
        values: { '--mq-primary': '#ff00aa', '--mq-navbar': '10 20 30', '--mq-radius': '1rem' },
        font: { family: 'Inter, sans-serif', google: true },
      },
    });
    expect(res.status).toBe(201);
    const { theme } = await res.json();
    neonId = theme.id;
    expect(theme).toMatchObject({
      name: 'Neon',
      is_dark: true,
      default_dark: false,
      default_light: false,
      font: { family: 'Inter, sans-serif', google: true },
    });
    // the site applies only the variables, so the chosen font is one of them
    expect(theme.values).toEqual({
      ...defaultDarkTheme,
      '--mq-primary': '255 0 170',
      '--mq-navbar': '10 20 30',
      '--mq-radius': '1rem',
      '--mq-font-family': 'Inter, sans-serif',
    });
  });

  it('keeps --mq-font-family in step with a font change unless the variable is given too', async () => {
    const created = await (await env.ctx.request(BASE, { method: 'POST', json: { name: 'Fonts' } })).json();
    const url = `${BASE}/${created.theme.id}`;
    const serif = await (await env.ctx.request(url, { method: 'PUT', json: { font: { family: 'Charter, serif' } } })).json();
    expect(serif.theme.font).toEqual({ family: 'Charter, serif', google: false });
    expect(serif.theme.values['--mq-font-family']).toBe('Charter, serif');
    expect(serif.theme.values['--mq-primary']).toBe(created.theme.values['--mq-primary']);
    const both = await (
      await env.ctx.request(url, {
        method: 'PUT',
        json: { font: { family: 'Menlo, monospace' }, values: { '--mq-font-family': 'ui-monospace, monospace' } },
      })
    ).json();
    expect(both.theme.values['--mq-font-family']).toBe('ui-monospace, monospace');
    const cleared = await (await env.ctx.request(url, { method: 'PUT', json: { font: null } })).json();
    expect(cleared.theme.font).toBeNull();
    expect(cleared.theme.values['--mq-font-family']).toBe('ui-monospace, monospace');
    expect((await env.ctx.request(url, { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses unknown variable names and unsafe or malformed values', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ '--evil': '1px' }, 'values.--evil'],
      [{ '--mq-radius': '1rem; background: red' }, 'values.--mq-radius'],
      [{ '--mq-radius': '1rem}body{display:none' }, 'values.--mq-radius'],
      [{ '--mq-font-family': 'url(javascript:alert(1))' }, 'values.--mq-font-family'],
      [{ '--mq-font-family': 'x</style><script>' }, 'values.--mq-font-family'],
      [{ '--mq-primary': 'red' }, 'values.--mq-primary'],
      [{ '--mq-primary': '300 0 0' }, 'values.--mq-primary'],
    ];
    for (const [values, field] of cases) {
      const res = await env.ctx.request(BASE, { method: 'POST', json: { name: 'Bad', values } });
      expect(res.status, JSON.stringify(values)).toBe(422);
      expect((await res.json()).errors, JSON.stringify(values)).toHaveProperty([field]);
    }
    const font = await env.ctx.request(BASE, { method: 'POST', json: { name: 'Bad', font: { family: 'a;b' } } });
    expect(font.status).toBe(422);
    expect(await env.ctx.db.selectFrom('themes').select('id').where('name', '=', 'Bad').execute()).toEqual([]);
  });

  it('updates a theme, merging values; making it the default dark moves the flag and shows in bootstrap data', async () => {
    await env.ctx.request('/api/v1/bootstrap-data'); // cache the themes
    const res = await env.ctx.request(`${BASE}/${neonId}`, {
      method: 'PUT',
      json: { name: 'Neon night', default_dark: true, values: { '--mq-accent': '#000' } },
    });
    expect(res.status).toBe(200);
    const { theme } = await res.json();
    expect(theme).toMatchObject({ name: 'Neon night', default_dark: true });
    expect(theme.values['--mq-accent']).toBe('0 0 0');
    expect(theme.values['--mq-primary']).toBe('255 0 170');
    const dark = await (await env.ctx.request(`${BASE}/${await themeId('Dark')}`)).json();
    expect(dark.theme.default_dark).toBe(false);
    const boot = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
    expect(boot.themes.all.find((x: { default_dark: boolean }) => x.default_dark).name).toBe('Neon night');
    // the only default dark theme cannot drop its flag
    const unset = await env.ctx.request(`${BASE}/${neonId}`, { method: 'PUT', json: { default_dark: false } });
    expect(unset.status).toBe(422);
    expect((await env.ctx.request(`${BASE}/9999`, { method: 'PUT', json: { name: 'x' } })).status).toBe(404);
  });

  it('cannot delete a default theme; deletes others and clears themes.default_id', async () => {
    expect((await env.ctx.request(`${BASE}/${neonId}`, { method: 'DELETE' })).status).toBe(409);
    expect((await env.ctx.request(`${BASE}/${await themeId('Light')}`, { method: 'DELETE' })).status).toBe(409);
    const darkId = await themeId('Dark');
    await env.ctx.services.settings.save({ 'themes.default_id': darkId });
    const res = await env.ctx.request(`${BASE}/${darkId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(env.ctx.services.settings.get('themes.default_id')).toBeNull();
    expect((await env.ctx.request(`${BASE}/${darkId}`)).status).toBe(404);
  });
});

describe('migration 0870: accessible default colours', () => {
  const env = useAdminTestApp();
  const valuesOf = async (name: string) =>
    JSON.parse(
      (await env.ctx.db.selectFrom('themes').select('values').where('name', '=', name).executeTakeFirstOrThrow()).values,
    ) as Record<string, string>;
  const store = (name: string, values: Record<string, string>) =>
    env.ctx.db
      .updateTable('themes')
      .set({ values: JSON.stringify(values) })
      .where('name', '=', name)
      .execute();

  it('moves the colours an install still has from the earlier defaults, and keeps the ones an admin changed', async () => {
    const light = await valuesOf('Light');
    const dark = await valuesOf('Dark');
    // an install from before: the old light primary and warning, an admin's own positive; the old dark accent
    await store('Light', { ...light, '--mq-primary': '168 120 0', '--mq-warning': '161 98 7', '--mq-positive': '0 100 0' });
    await store('Dark', { ...dark, '--mq-accent': '229 9 20' });
    await migrateDown(env.ctx.db);
    await migrateUp(env.ctx.db);
    expect(await valuesOf('Light')).toEqual({ ...defaultLightTheme, '--mq-positive': '0 100 0' });
    expect(await valuesOf('Dark')).toEqual(defaultDarkTheme);
    expect(contrastProblems(await valuesOf('Light'))).toEqual({});
  });
});
