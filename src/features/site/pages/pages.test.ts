import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../testing/harness';
import { useAdminTestApp } from '../../../testing/site-admin';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { prepareDatabase } from '../../../platform/install';
import { productModules } from '../..';
import { defaultPages, seedDefaultPages } from './pages.seed';
import { sanitizePageBody } from './pages.sanitize';

describe('custom pages API', () => {
  const env = useAdminTestApp();
  let aboutId: number;

  it('seeds the privacy policy and terms of service once, with real text', async () => {
    const rows = await env.ctx.db.selectFrom('custom_pages').select(['slug', 'title', 'body']).orderBy('id').execute();
    expect(rows.map((r) => [r.slug, r.title])).toEqual([
      ['privacy-policy', 'Privacy policy'],
      ['terms-of-service', 'Terms of service'],
    ]);
    for (const r of rows) expect(r.body.length).toBeGreaterThan(1500);
    // stored as written, so the text must already be what a save through the sanitizer keeps
    for (const p of defaultPages) expect(sanitizePageBody(p.body)).toBe(p.body);
    await seedDefaultPages(env.ctx.db);
    await prepareDatabase(env.ctx.db, env.ctx.config, env.ctx.services.logger, productModules);
    expect(await env.ctx.db.selectFrom('custom_pages').select('id').execute()).toHaveLength(2);
  });

  it('shows a page to anyone by slug or id, with seo and set_seo', async () => {
    env.ctx.signOut();
    const res = await env.ctx.request('/api/v1/custom-pages/privacy-policy');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.page).toMatchObject({ title: 'Privacy policy', slug: 'privacy-policy' });
    expect(body.set_seo).toBe(true);
    expect(body.seo).toMatchObject({
      title: 'Privacy policy - Marquee',
      description: 'What personal data this site collects, why, and your rights.',
      canonical: 'http://localhost:3000/pages/privacy-policy',
    });
    const byId = await (await env.ctx.request(`/api/v1/custom-pages/${body.page.id}`)).json();
    expect(byId.page.slug).toBe('privacy-policy');
    const idSlug = await (await env.ctx.request(`/api/v1/custom-pages/${body.page.id}-privacy-policy`)).json();
    expect(idSlug.page.id).toBe(body.page.id);
    expect((await env.ctx.request('/api/v1/custom-pages/no-such-page')).status).toBe(404);
    expect((await env.ctx.request('/api/v1/custom-pages/99999')).status).toBe(404);
  });

  it('needs custom_pages.update for the list and for writes', async () => {
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/custom-pages')).status).toBe(401);
    expect((await env.ctx.request('/api/v1/custom-pages', { method: 'POST', json: { title: 'x' } })).status).toBe(401);
    const u = await createTestUser(env.ctx.db);
    await env.ctx.signIn(u.id);
    expect((await env.ctx.request('/api/v1/custom-pages')).status).toBe(403);
    expect((await env.ctx.request('/api/v1/custom-pages/1', { method: 'PUT', json: { title: 'x' } })).status).toBe(403);
    expect((await env.ctx.request('/api/v1/custom-pages/1', { method: 'DELETE' })).status).toBe(403);
    await grantPermission(env.ctx.db, u.id, 'custom_pages.update');
    expect((await env.ctx.request('/api/v1/custom-pages')).status).toBe(200);
  });

  it('creates a page with a generated slug and a sanitized body', async () => {
    const res = await env.ctx.request('/api/v1/custom-pages', {
      method: 'POST',
      json: {
        title: 'About Us!',
        body:
          '<h2 onclick="steal()">About</h2><p>Hi <a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_blank">site</a></p>' +
          '<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(1)"><img src="data:image/png;base64,AAA">' +
          '<iframe src="https://evil.example"></iframe><style>body{}</style><p style="color:red">ok</p>',
      },
    });
    expect(res.status).toBe(201);
    const { page } = await res.json();
    aboutId = page.id;
    expect(page.slug).toBe('about-us');
    expect(page.user_id).toBe(env.adminId);
    expect(page.body).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style|data:image|style=/i);
    expect(page.body).toContain('<h2>About</h2>');
    expect(page.body).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(page.body).toContain('<img src="https://example.com/a.png" />');
    // the same title again gets the next free slug
    const again = await (await env.ctx.request('/api/v1/custom-pages', { method: 'POST', json: { title: 'About us' } })).json();
    expect(again.page.slug).toBe('about-us-2');
  });

  it('validates title and slug', async () => {
    for (const [json, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'X', slug: 'Not a slug!' }, 'slug'],
      [{ title: 'X', slug: '123' }, 'slug'],
      [{ title: 'X', slug: 'privacy-policy' }, 'slug'],
    ] as const) {
      const res = await env.ctx.request('/api/v1/custom-pages', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect((await res.json()).errors, JSON.stringify(json)).toHaveProperty([field]);
    }
  });

  it('updates a page (sanitizing again) and lists pages paginated with search', async () => {
    const res = await env.ctx.request(`/api/v1/custom-pages/${aboutId}`, {
      method: 'PUT',
      json: {
        title: 'About',
        slug: 'about',
        body: '<p>New <b>text</b><script>x()</script></p>',
        meta: { description: 'Who runs this site' },
      },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).page).toMatchObject({
      title: 'About',
      slug: 'about',
      body: '<p>New <b>text</b></p>',
      meta: { description: 'Who runs this site' },
    });
    const taken = await env.ctx.request(`/api/v1/custom-pages/${aboutId}`, { method: 'PUT', json: { slug: 'terms-of-service' } });
    expect(taken.status).toBe(422);
    expect((await env.ctx.request('/api/v1/custom-pages/9999', { method: 'PUT', json: { title: 'x' } })).status).toBe(404);

    const { pagination } = await (await env.ctx.request('/api/v1/custom-pages?perPage=2&orderBy=id&orderDir=asc')).json();
    expect(pagination).toMatchObject({ total: 4, per_page: 2, last_page: 2 });
    expect(pagination.data.map((p: { slug: string }) => p.slug)).toEqual(['privacy-policy', 'terms-of-service']);
    const found = await (await env.ctx.request('/api/v1/custom-pages?query=abou')).json();
    expect(found.pagination.data.map((p: { slug: string }) => p.slug).sort()).toEqual(['about', 'about-us-2']);
    expect((await env.ctx.request('/api/v1/custom-pages?orderBy=body')).status).toBe(422);
  });

  it('puts the page title into the server-rendered head of /pages/{slug}', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="en"><head><!--mq:head--></head><body><!--mq:bootstrap--></body></html>');
    const withDist = await createTestContext({ webDist: dist });
    try {
      const html = await (await withDist.request('/pages/terms-of-service')).text();
      expect(html).toContain('<title>Terms of service - Marquee</title>');
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/pages/terms-of-service">');
    } finally {
      await withDist.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('deletes one page or a comma list of pages', async () => {
    const other = await env.ctx.db.selectFrom('custom_pages').select('id').where('slug', '=', 'about-us-2').executeTakeFirstOrThrow();
    const res = await env.ctx.request(`/api/v1/custom-pages/${aboutId},${other.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('2 pages deleted');
    expect((await env.ctx.request(`/api/v1/custom-pages/${aboutId}`)).status).toBe(404);
    expect((await env.ctx.request(`/api/v1/custom-pages/${aboutId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await env.ctx.request('/api/v1/custom-pages/abc', { method: 'DELETE' })).status).toBe(422);
  });
});
