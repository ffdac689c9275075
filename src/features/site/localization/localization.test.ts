import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../testing/site-admin';
import { createTestUser, grantPermission } from '../../../testing/factories';

describe('localizations admin API', () => {
  const env = useAdminTestApp();
  let frId: number;
  const english = async () =>
    (await env.ctx.db.selectFrom('localizations').select('id').where('language', '=', 'en').executeTakeFirstOrThrow()).id;

  it('needs localizations.update', async () => {
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/localizations')).status).toBe(401);
    const u = await createTestUser(env.ctx.db);
    await env.ctx.signIn(u.id);
    expect((await env.ctx.request('/api/v1/localizations')).status).toBe(403);
    expect((await env.ctx.request('/api/v1/localizations', { method: 'POST', json: { name: 'X', language: 'xx' } })).status).toBe(403);
    await grantPermission(env.ctx.db, u.id, 'localizations.update');
    expect((await env.ctx.request('/api/v1/localizations')).status).toBe(200);
  });

  it('creates a localization with lines and shows it in the list with a line count', async () => {
    const res = await env.ctx.request('/api/v1/localizations', {
      method: 'POST',
      json: { name: 'Français', language: 'fr', lines: { Movies: 'Films', 'Sign in': 'Se connecter' } },
    });
    expect(res.status).toBe(201);
    const { localization } = await res.json();
    frId = localization.id;
    expect(localization).toMatchObject({ name: 'Français', language: 'fr', lines: { Movies: 'Films', 'Sign in': 'Se connecter' } });
    const { pagination } = await (await env.ctx.request('/api/v1/localizations')).json();
    expect(pagination).toMatchObject({ total: 2, current_page: 1, per_page: 30, last_page: 1 });
    expect(pagination.data.find((l: { language: string }) => l.language === 'fr')).toMatchObject({ lines_count: 2 });
    const search = await (await env.ctx.request('/api/v1/localizations?query=fran')).json();
    expect(search.pagination.data.map((l: { language: string }) => l.language)).toEqual(['fr']);
  });

  it('validates name, language code and uniqueness', async () => {
    for (const [json, field] of [
      [{ name: '', language: 'de' }, 'name'],
      [{ name: 'German', language: 'German!' }, 'language'],
      [{ name: 'Again', language: 'fr' }, 'language'],
      [{ name: 'German', language: 'de', lines: { '': 'x' } }, 'lines'],
    ] as const) {
      const res = await env.ctx.request('/api/v1/localizations', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(
        Object.keys((await res.json()).errors).some((k) => k.startsWith(field)),
        JSON.stringify(json),
      ).toBe(true);
    }
  });

  it('updates lines (upsert, null removes) and the bootstrap translation block follows at once', async () => {
    await env.ctx.services.settings.save({ 'i18n.default_localization': 'fr' });
    try {
      env.ctx.signOut();
      const before = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
      expect(before.i18n.lines.Movies).toBe('Films');
      await env.ctx.signIn(env.adminId);
      await env.ctx.db.updateTable('users').set({ language: 'fr' }).where('id', '=', env.adminId).execute();
      const res = await env.ctx.request(`/api/v1/localizations/${frId}`, {
        method: 'PUT',
        json: { name: 'French', lines: { Movies: 'Les films', 'Sign in': null, Series: 'Séries' } },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).localization).toMatchObject({ name: 'French', lines: { Movies: 'Les films', Series: 'Séries' } });
      const shown = await (await env.ctx.request(`/api/v1/localizations/${frId}`)).json();
      expect(shown.localization.lines).toEqual({ Movies: 'Les films', Series: 'Séries' });
      env.ctx.signOut();
      const after = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
      expect(after.i18n.lines).toEqual({ Movies: 'Les films', Series: 'Séries' });
      await env.ctx.signIn(env.adminId);
      // the default localization keeps its language code and cannot be deleted
      const rename = await env.ctx.request(`/api/v1/localizations/${frId}`, { method: 'PUT', json: { language: 'fr-FR' } });
      expect(rename.status).toBe(422);
      expect((await env.ctx.request(`/api/v1/localizations/${frId}`, { method: 'DELETE' })).status).toBe(409);
    } finally {
      await env.ctx.db.updateTable('users').set({ language: null }).where('id', '=', env.adminId).execute();
      await env.ctx.services.settings.save({ 'i18n.default_localization': 'en' });
    }
  });

  it('exports lines as a JSON file and imports them back (merge and replace)', async () => {
    const exported = await env.ctx.request(`/api/v1/localizations/${frId}/export`);
    expect(exported.headers.get('content-disposition')).toContain('localization-fr.json');
    const file = await exported.json();
    expect(file).toEqual({ name: 'French', language: 'fr', lines: { Movies: 'Les films', Series: 'Séries' } });

    const en = await english();
    const merged = await env.ctx.request(`/api/v1/localizations/${en}/import`, {
      method: 'POST',
      json: { ...file, lines: { Movies: 'Movies', Home: 'Home' } },
    });
    expect(merged.status).toBe(200);
    await env.ctx.request(`/api/v1/localizations/${en}/import`, { method: 'POST', json: { lines: { Series: 'Shows' } } });
    expect((await (await env.ctx.request(`/api/v1/localizations/${en}`)).json()).localization.lines).toEqual({
      Home: 'Home',
      Movies: 'Movies',
      Series: 'Shows',
    });
    await env.ctx.request(`/api/v1/localizations/${en}/import`, { method: 'POST', json: { lines: { Series: 'Series' }, mode: 'replace' } });
    expect((await (await env.ctx.request(`/api/v1/localizations/${en}`)).json()).localization.lines).toEqual({ Series: 'Series' });
    const bad = await env.ctx.request(`/api/v1/localizations/${en}/import`, { method: 'POST', json: { lines: { a: 5 } } });
    expect(bad.status).toBe(422);
    expect((await env.ctx.request('/api/v1/localizations/9999/import', { method: 'POST', json: { lines: {} } })).status).toBe(404);
  });

  it('deletes a localization with its lines; never the last one', async () => {
    expect((await env.ctx.request(`/api/v1/localizations/${frId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await env.ctx.db.selectFrom('localization_lines').select('key').where('localization_id', '=', frId).execute()).toEqual([]);
    expect((await env.ctx.request(`/api/v1/localizations/${frId}`)).status).toBe(404);
    await env.ctx.services.settings.save({ 'i18n.default_localization': 'de' }); // so 'en' is not protected as the default
    try {
      expect((await env.ctx.request(`/api/v1/localizations/${await english()}`, { method: 'DELETE' })).status).toBe(409);
    } finally {
      await env.ctx.services.settings.save({ 'i18n.default_localization': 'en' });
    }
  });
});
