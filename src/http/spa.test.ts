import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <!--mq:head-->
  </head>
  <body>
    <div id="root"></div>
    <!--mq:bootstrap-->
    <script type="module" src="/assets/app-abc123.js"></script>
  </body>
</html>`;
const APP_JS = `console.log(${JSON.stringify('marquee '.repeat(400))});\n`;

/** A tiny fake web build: index.html with the markers, a hashed asset and its brotli twin. */
function fakeDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), APP_JS);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.copyFileSync(path.join(import.meta.dirname, '../../web/public/sw.js'), path.join(dir, 'sw.js'));
  // a secret next to (outside) the dist folder that traversal must never reach
  fs.writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), 'TOP SECRET');
  return dir;
}

const bootstrapFrom = (html: string) => {
  const m = html.match(/<script type="application\/json" id="mq-bootstrap">([\s\S]*?)<\/script>/);
  expect(m, 'bootstrap script tag').not.toBeNull();
  return JSON.parse(m![1]!);
};

describe('static serving of the web bundle', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestContext({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(`${dist}-secret.txt`, { force: true });
  });

  it('serves hashed assets as immutable with an ETag, and 304 on a matching If-None-Match', async () => {
    const res = await t.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(APP_JS);
    const again = await t.request('/assets/app-abc123.js', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves the precompressed brotli twin when the client accepts br', async () => {
    const res = await t.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await res.arrayBuffer());
    expect(raw).toEqual(fs.readFileSync(path.join(dist, 'assets/app-abc123.js.br')));
    expect(zlib.brotliDecompressSync(raw).toString()).toBe(APP_JS);
  });

  it('serves non-hashed files with a short cache', async () => {
    const res = await t.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the service worker at /sw.js as JavaScript, revalidated on every update check', async () => {
    const res = await t.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain("addEventListener('push'");
  });

  it('answers a missing asset with 404, not index.html', async () => {
    for (const p of ['/assets/app-missing.js', '/assets/nope.css', '/missing.png']) {
      const res = await t.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('<!doctype html>');
    }
  });

  it('never serves files outside the dist folder', async () => {
    const secret = `${path.basename(dist)}-secret.txt`;
    const attempts = [
      `/../${secret}`,
      `/assets/../../${secret}`,
      `/%2e%2e/${secret}`,
      `/assets/%2e%2e/%2e%2e/${secret}`,
      `/..%2f${secret}`,
      `/assets/..%2f..%2f${secret}`,
      `/%2e%2e%2f%2e%2e%2f${secret}`,
      `/assets/..%5c..%5c${secret}`,
      `/assets/%252e%252e/${secret}`,
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%00../index.html',
    ];
    for (const p of attempts) {
      const res = await t.request(p);
      const text = await res.text();
      expect(text, p).not.toContain('TOP SECRET');
      expect(text, p).not.toContain('root:x:0:0');
    }
  });

  it('answers app paths with index.html carrying the bootstrap data, theme script nonce and CSP', async () => {
    const res = await t.request('/account-settings', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const data = bootstrapFrom(html);
    expect(data.settings.branding.site_name).toBe('Marquee');
    expect(data.i18n.language).toBe('en');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Marquee</title>');

    const csp = res.headers.get('content-security-policy')!;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...html.matchAll(/<script nonce="([^"]*)">/g)].map((m) => m[1]);
    expect(inline).toEqual([nonce]);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // a fresh nonce per request
    const second = await t.request('/');
    expect(second.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)?.[1]).not.toBe(nonce);
  });

  it('inlines exactly what GET api/v1/bootstrap-data returns', async () => {
    const inlined = bootstrapFrom(await (await t.request('/watchlist')).text());
    const api = await (await t.request('/api/v1/bootstrap-data')).json();
    expect(inlined).toEqual(api);
    expect(Object.keys(api)).toEqual(
      expect.arrayContaining(['settings', 'user', 'themes', 'i18n', 'show_cookie_notice', 'is_mobile_device']),
    );
    expect(api.settings.menus.length).toBeGreaterThan(0);
  });

  it('inlines the signed-in user and sets lang from the default localization', async () => {
    const fr = await t.db
      .insertInto('localizations')
      .values({ name: 'Français', language: 'fr' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('localization_lines').values({ localization_id: fr.id, key: 'Movies', value: 'Films' }).execute();
    await t.services.settings.save({ 'i18n.default_localization': 'fr' });
    t.services.cache.clear();
    try {
      const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
      await t.signIn(admin.id);
      const html = await (await t.request('/admin')).text();
      const data = bootstrapFrom(html);
      expect(html).toContain('<html lang="fr"');
      expect(data.i18n).toMatchObject({ language: 'fr', lines: { Movies: 'Films' } });
      expect(data.user.email).toBe('admin@example.com');
    } finally {
      t.signOut();
      await t.services.settings.save({ 'i18n.default_localization': 'en' });
      t.services.cache.clear();
    }
  });

  it('serves a guest the language they picked, its direction written into <html> so the page never flips after load', async () => {
    await t.db.insertInto('localizations').values({ name: 'العربية', language: 'ar' }).execute();
    const arabic = await (await t.request('/', { headers: { cookie: 'language=ar' } })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(await (await t.request('/')).text()).toContain('<html lang="en" dir="ltr"');
    // the guest's pick reaches the data the page reloads after the language menu; a language the site lacks is ignored
    const picked = await (await t.request('/api/v1/bootstrap-data', { headers: { cookie: 'language=ar' } })).json();
    expect(picked.i18n.language).toBe('ar');
    const unknown = await (await t.request('/api/v1/bootstrap-data', { headers: { cookie: 'language=xx' } })).json();
    expect(unknown.i18n.language).toBe('en');
  });

  it('escapes the inlined data so it cannot close the script tag', async () => {
    await t.services.settings.save({ 'branding.site_name': '</script><script>alert(1)</script>' });
    try {
      const html = await (await t.request('/')).text();
      expect(html).not.toContain('<script>alert(1)');
      expect(bootstrapFrom(html).settings.branding.site_name).toBe('</script><script>alert(1)</script>');
    } finally {
      await t.services.settings.save({ 'branding.site_name': 'Marquee' });
    }
  });

  it('never answers server paths with index.html', async () => {
    for (const p of ['/api', '/api/v1/nothing', '/auth/nothing', '/secure/auth/social/x', '/health/x', '/auth', '/secure']) {
      const res = await t.request(p, { headers: { accept: 'text/html' } });
      const text = await res.text();
      expect(text, p).not.toContain('mq-bootstrap');
      expect(res.status, p).toBe(404);
    }
    // a path that merely starts with the same letters is an app page
    const authors = await t.request('/authors');
    expect(await authors.text()).toContain('mq-bootstrap');
  });
});
