import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useTestApp } from '../../../testing/harness';
import { extractStrings, sourceStrings } from './source-strings';

describe('source strings', () => {
  it('reads t(), trans() and <Trans message> texts, skipping templates with values', () => {
    const code = [
      'const a = t(\'Movies\'); trans("Sign in"); t(`Plain template`); t(`New ${kind}`);',
      "t('It\\'s :count', { count }); <Trans message=\"Browse\" /> <Trans message={'Watch now'} />",
      "format('not this'); cart('nor this')",
    ].join('\n');
    expect(extractStrings(code).sort()).toEqual(["It's :count", 'Browse', 'Movies', 'Plain template', 'Sign in', 'Watch now'].sort());
  });

  it('finds the web client strings', () => {
    const strings = sourceStrings();
    expect(strings.length).toBeGreaterThan(100);
    expect(strings).toContain('Movies');
    expect(new Set(strings).size).toBe(strings.length);
  });
});

describe('localizations admin extras', () => {
  const env = useTestApp();
  beforeAll(() => env.ctx.signIn(env.adminId));

  it('GET localizations/source-strings needs localizations.update', async () => {
    const res = await env.ctx.request('/api/v1/localizations/source-strings');
    expect(res.status).toBe(200);
    expect((await res.json()).strings).toEqual(sourceStrings());
    const user = await createTestUser(env.ctx.db);
    env.ctx.signOut();
    await env.ctx.signIn(user.id);
    expect((await env.ctx.request('/api/v1/localizations/source-strings')).status).toBe(403);
    expect((await env.ctx.request('/api/v1/localizations/1/default', { method: 'POST' })).status).toBe(403);
    env.ctx.signOut();
    const admin = await env.ctx.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    await env.ctx.signIn(admin.id);
  });

  it('lists the default marker and translated counts of source strings only', async () => {
    const created = await env.ctx.request('/api/v1/localizations', {
      method: 'POST',
      json: { name: 'Deutsch', language: 'de', lines: { Movies: 'Filme', 'Sign in': '  ', 'not a source string 123': 'x' } },
    });
    expect(created.status).toBe(201);
    const { pagination } = await (await env.ctx.request('/api/v1/localizations')).json();
    expect(pagination.total_strings).toBe(sourceStrings().length);
    const de = pagination.data.find((l: { language: string }) => l.language === 'de');
    const en = pagination.data.find((l: { language: string }) => l.language === 'en');
    expect(de).toMatchObject({ is_default: false, translated_count: 1, lines_count: 3 });
    expect(en).toMatchObject({ is_default: true });
  });

  it('POST localizations/{id}/default makes it the default; the site then speaks it and it cannot be deleted', async () => {
    const { pagination } = await (await env.ctx.request('/api/v1/localizations?query=deu')).json();
    const de = pagination.data[0];
    const res = await env.ctx.request(`/api/v1/localizations/${de.id}/default`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(env.ctx.services.settings.get('i18n.default_localization')).toBe('de');
    const after = await (await env.ctx.request('/api/v1/localizations')).json();
    expect(after.pagination.data.filter((l: { is_default: boolean }) => l.is_default).map((l: { language: string }) => l.language)).toEqual(
      ['de'],
    );
    env.ctx.signOut();
    const boot = await (await env.ctx.request('/api/v1/bootstrap-data')).json();
    expect(boot.i18n).toMatchObject({ language: 'de', lines: { Movies: 'Filme' } });
    const admin = await env.ctx.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    await env.ctx.signIn(admin.id);
    expect((await env.ctx.request(`/api/v1/localizations/${de.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await env.ctx.request('/api/v1/localizations/9999/default', { method: 'POST' })).status).toBe(404);
  });
});
