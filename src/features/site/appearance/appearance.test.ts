import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { defaultMenus } from '../../../shared/settings/menus';
import { customCssTag, withCustomHtml, withFavicon } from './custom-code';

const t = useTestContext({}, { each: true });

/** A user who may use the editor but not the settings page. */
async function signInDesigner() {
  const user = await createTestUser(t.db);
  await grantPermission(t.db, user.id, 'admin.access');
  await grantPermission(t.db, user.id, 'appearance.update');
  await t.signIn(user.id);
  return user;
}

const save = (settings: Record<string, unknown>) => t.request('/api/v1/admin/appearance', { method: 'POST', json: { settings } });

describe('POST api/v1/admin/appearance', () => {
  it('needs appearance.update, not settings.update', async () => {
    expect((await save({ 'branding.site_name': 'X' })).status).toBe(401);
    const plain = await createTestUser(t.db);
    await t.signIn(plain.id);
    expect((await save({ 'branding.site_name': 'X' })).status).toBe(403);
    expect((await t.request('/api/v1/admin/appearance')).status).toBe(403);
    expect(t.services.settings.get('branding.site_name')).toBe('Marquee');

    t.signOut();
    await signInDesigner();
    // the general settings route stays closed to this user
    expect((await t.request('/api/v1/settings', { method: 'POST', json: { settings: { 'branding.site_name': 'X' } } })).status).toBe(403);
    const res = await save({
      'branding.site_name': 'Cinema Club',
      'seo.title.title': '{{TITLE_NAME}} | {{SITE_NAME}}',
      'custom_code.css': 'body{color:red}',
      'landing.headline': 'Hello',
      'themes.default_id': null,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { settings: Record<string, unknown>; message: string };
    expect(body.message).toBe('Saved appearance');
    expect(body.settings['branding.site_name']).toBe('Cinema Club');
    expect(t.services.settings.get('seo.title.title')).toBe('{{TITLE_NAME}} | {{SITE_NAME}}');
    expect(t.services.settings.get('custom_code.css')).toBe('body{color:red}');
    expect(t.services.settings.get('landing.headline')).toBe('Hello');
  });

  it('refuses settings outside the editor and saves nothing of the batch', async () => {
    await signInDesigner();
    const res = await save({ 'branding.site_name': 'Changed', 'billing.enable': true, 'recaptcha.secret_key': 'x', 'nope.nope': 1 });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({
      'billing.enable': ['This setting is not part of the appearance editor.'],
      'recaptcha.secret_key': ['This setting is not part of the appearance editor.'],
      'nope.nope': ['Unknown setting.'],
    });
    expect(body.message).toBe('This setting is not part of the appearance editor.');
    expect(t.services.settings.get('branding.site_name')).toBe('Marquee');
    expect(t.services.settings.get('billing.enable')).toBe(false);
  });

  it('gives field errors like POST settings, plus placeholder and menu checks', async () => {
    await signInDesigner();
    const menus = structuredClone(defaultMenus);
    menus[0]!.positions.push('ceiling');
    menus[0]!.items[1]!.action = 'watchlist';
    const duplicate = menus[0]!.items.push({ ...menus[0]!.items[0]! }) - 1;
    const res = await save({ 'branding.site_name': '', 'seo.person.title': '{{TITLE_NAME}} - {{SITE_NAME}}', menus });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors['branding.site_name']).toEqual(['This field is required.']);
    expect(errors['seo.person.title']).toEqual(['Unknown placeholder: {{TITLE_NAME}}.']);
    expect(errors['menus.0.positions.2']).toEqual(['Unknown menu position.']);
    expect(errors['menus.0.items.1.action']).toEqual(['A route starts with "/", e.g. /watchlist.']);
    expect(errors[`menus.0.items.${duplicate}.id`]).toEqual(['Another item of this menu has this id.']);
    expect(t.services.settings.get('seo.person.title')).toBe('{{PERSON_NAME}} - {{SITE_NAME}}');
    // a javascript: link is no address
    const bad = structuredClone(defaultMenus);
    bad[2]!.items[0] = { ...bad[2]!.items[0]!, type: 'link', action: 'javascript:alert(1)' };
    const again = (await (await save({ menus: bad })).json()) as { errors: Record<string, string[]> };
    expect(again.errors['menus.2.items.0.action']).toEqual(['Enter an address starting with https://, / or mailto:.']);
  });

  it('reads the editor settings with the lists it offers', async () => {
    await signInDesigner();
    const res = await t.request('/api/v1/admin/appearance');
    const body = (await res.json()) as {
      settings: Record<string, unknown>;
      menu_routes: string[];
      menu_positions: string[];
      seo_placeholders: Record<string, string[]>;
    };
    expect(body.menu_routes).toEqual(['/lists', '/watchlist', '/admin/channels', '/admin/comments']);
    expect(body.menu_positions).toContain('navbar');
    expect(Object.keys(body.seo_placeholders)).toEqual(['title', 'season', 'episode', 'watch', 'person', 'landing', 'news', 'channel']);
    expect(body.settings).toHaveProperty('custom_code.html', '');
    expect(body.settings).not.toHaveProperty('billing.enable');
  });
});

describe('custom code in served pages', () => {
  it('puts CSS in a <style> and HTML before </body>, scripts carrying the nonce', () => {
    expect(customCssTag('  ')).toBe('');
    expect(customCssTag('a{b:c}</style><script>x</script>')).toContain('<style id="mq-custom-css">a{b:c}<\\/style><script>');
    const doc = '<html><body><div id="root"></div></body></html>';
    const out = withCustomHtml(doc, '<div id="promo"></div><script>window.x=1</script><script src="/a.js"></script>', 'abc123');
    expect(out).toBe(
      '<html><body><div id="root"></div><div id="promo"></div><script nonce="abc123">window.x=1</script><script nonce="abc123" src="/a.js"></script>\n</body></html>',
    );
    expect(withCustomHtml(doc, '', 'n')).toBe(doc);
  });

  it('swaps the built-in favicon for the branding one, refusing other schemes', () => {
    const head = '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head>';
    expect(withFavicon(head, 'https://cdn.example.com/i.png?a=1&b="2"')).toBe(
      '<head><link rel="icon" href="https://cdn.example.com/i.png?a=1&amp;b=&quot;2&quot;" /></head>',
    );
    expect(withFavicon(head, 'javascript:alert(1)')).toBe(head);
    expect(withFavicon(head, '//evil.example/x.png')).toBe(head);
    expect(withFavicon(head, '')).toBe(head);
  });
});
