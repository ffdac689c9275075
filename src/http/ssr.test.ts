import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPerson, createTestTitle } from '../features/catalogue/common/factories';
import { createTestUser } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';
import { SSR_ENTRY } from './ssr';

// Server rendering of the title, home, person and search pages (src/http/ssr.ts) with the real SSR
// bundle (built here when stale, as the e2e tests do) and a small index.html with the markers.

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <!--mq:bootstrap-->
    <!--mq:head-->
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def456.js">
  </body>
</html>`;

const root = path.resolve(import.meta.dirname, '../..');
const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="mq-query-state">/)?.[1];
const queryStateOf = (html: string) => {
  const m = html.match(/<script type="application\/json" id="mq-query-state">([\s\S]*?)<\/script>/);
  return m ? (JSON.parse(m[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }) : null;
};

describe('server-rendered catalogue pages', () => {
  let t: TestContext;
  let dist: string;
  let title: { id: number; slug: string };
  const titlePath = () => `/titles/${title.id}/${title.slug}`;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ssr-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await createTestContext({ webDist: dist, ssrEntry: SSR_ENTRY });
    title = await createTestTitle(t.db, { name: 'Heat Wave', description: 'A detective hunts a crew of thieves across the city.' });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("renders a guest's title page into #root with its name and overview, and the data to hydrate from", async () => {
    const res = await t.request(titlePath(), { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const markup = rootOf(html);
    expect(markup, 'server-rendered #root').toBeTruthy();
    expect(markup).toContain('Heat Wave');
    expect(markup).toContain('A detective hunts a crew of thieves across the city.');
    expect(markup).toContain('data-testid="title-page"');
    // the queries under the client's keys, with what GET api/v1/titles/{id} answers
    const state = queryStateOf(html)!;
    const detail = state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['titles', String(title.id)]));
    expect(detail?.state.data).toEqual(await (await t.request(`/api/v1/titles/${title.id}`)).json());
    expect(state.queries.map((q) => q.queryKey)).toContainEqual(['titles', String(title.id), 'related']);
    // SEO tags and the bootstrap data as before
    expect(html).toContain('<title>');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('id="mq-bootstrap"');
    // the inline code is the theme script and the loader of the app's scripts (src/http/ssr-scripts.ts),
    // both with the CSP's nonce; the query state is JSON, which the CSP does not run
    const nonce = res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)?.[1];
    expect([...html.matchAll(/<script nonce="([^"]*)">/g)].map((m) => m[1])).toEqual([nonce, nonce]);
    // the app's scripts wait for the first paint: no module script or preload in the HTML, the loader names them
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<script nonce="[^"]+">[^<]*"\/assets\/app-abc123\.js"/);
    expect(html).toContain('"/assets/react-def456.js"');
    // and React wrote finished markup: no boundary left for an inline script to reveal
    expect(html).not.toMatch(/<script>|<template/);
  });

  it('renders the home page and a person page for guests', async () => {
    const person = await createTestPerson(t.db, { name: 'Vera Lindqvist', biography: 'Swedish actor and director.' });
    const page = await (await t.request(`/people/${person.id}/${person.slug}`)).text();
    expect(rootOf(page)).toContain('Vera Lindqvist');
    expect(rootOf(page)).toContain('Swedish actor and director.');
    const home = await (await t.request('/')).text();
    expect(rootOf(home), 'home #root').toBeTruthy();
    expect(rootOf(home)).toContain('data-testid="footer"');
  });

  it("renders a guest's search page with the results its query asks for", async () => {
    const html = await (await t.request('/search/heat%20wave')).text();
    expect(rootOf(html), 'search #root').toContain('Heat Wave');
    const state = queryStateOf(html)!;
    const types = 'titles,people,episodes,news';
    const search = state.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['search', 'heat wave', types, 48]));
    expect(search?.state.data).toEqual(await (await t.request(`/api/v1/search/heat%20wave?types=${types}&limit=48`)).json());
    // a query the API refuses (over 200 characters) is left to the client, which shows the error
    expect(await (await t.request(`/search/${'a'.repeat(201)}`)).text()).toContain('<div id="root"></div>');
  });

  it("renders a signed-in viewer's title page with their own state: on their watchlist", async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    try {
      const added = await t.request('/api/v1/users/me/watchlist', { method: 'POST', json: { type: 'title', item_id: title.id } });
      expect(added.status).toBe(200);
      const html = await (await t.request(titlePath(), { headers: { accept: 'text/html' } })).text();
      const markup = rootOf(html);
      expect(markup, 'server-rendered #root').toBeTruthy();
      expect(markup).toContain('Heat Wave');
      expect(markup).toContain('In watchlist');
      // the query state holds the viewer's fields the client would have fetched
      const titleQuery = queryStateOf(html)!.queries.find((q) => q.queryKey[0] === 'titles' && q.queryKey.length === 2);
      expect(titleQuery?.state.data).toMatchObject({ title: { id: title.id, in_watchlist: true } });
      // scripts wait for the first paint, as for a guest
      expect(html).not.toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
    } finally {
      t.signOut();
    }
  });

  it('gives a viewer held at a gate (suspended, e-mail to verify) the client page of that gate', async () => {
    const banned = await createTestUser(t.db);
    await t.db.updateTable('users').set({ banned_at: new Date().toISOString() }).where('id', '=', banned.id).execute();
    const unverified = await createTestUser(t.db, { verified: false });
    try {
      await t.signIn(banned.id);
      expect(await (await t.request(titlePath(), { headers: { accept: 'text/html' } })).text()).toContain('<div id="root"></div>');
      t.signOut();
      await t.signIn(unverified.id);
      // verified or not, no gate while the site does not ask for it
      expect(await (await t.request(titlePath(), { headers: { accept: 'text/html' } })).text()).toContain('mq-query-state');
      await t.services.settings.save({ require_email_confirmation: true });
      expect(await (await t.request(titlePath(), { headers: { accept: 'text/html' } })).text()).toContain('<div id="root"></div>');
    } finally {
      await t.services.settings.save({ require_email_confirmation: false });
      t.signOut();
    }
  });

  it('gives a viewer acting in a workspace the empty-root client page', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    try {
      // the web client scopes its calls to the workspace named by this cookie; the HTML request cannot
      for (const cookie of ['activeWorkspaceId=7', 'activeWorkspaceId=%37']) {
        const session = [...t.jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const html = await (await t.request(titlePath(), { headers: { accept: 'text/html', cookie: `${session}; ${cookie}` } })).text();
        expect(html, cookie).toContain('<div id="root"></div>');
        expect(html, cookie).not.toContain('mq-query-state');
        // the client render needs its scripts at once
        expect(html).toContain('<script type="module" crossorigin src="/assets/app-abc123.js"></script>');
        expect(html).toContain('"/assets/react-def456.js">');
      }
      // the personal space (0, or a value the client reads as 0) is server-rendered
      for (const cookie of ['activeWorkspaceId=0', 'activeWorkspaceId=abc']) {
        const session = [...t.jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const html = await (await t.request(titlePath(), { headers: { accept: 'text/html', cookie: `${session}; ${cookie}` } })).text();
        expect(html, cookie).toContain('mq-query-state');
      }
    } finally {
      t.signOut();
    }
  });

  it('leaves other pages and unknown titles to the client', async () => {
    for (const p of ['/search', '/login', '/titles/999999/nothing']) {
      const html = await (await t.request(p)).text();
      expect(html, p).toContain('<div id="root"></div>');
    }
  });

  it('escapes a title name with markup in it, in the HTML and in the dehydrated JSON', async () => {
    const evil = await createTestTitle(t.db, { name: '</script><script>alert(1)</script>', description: '<img src=x onerror=alert(2)>' });
    const html = await (await t.request(`/titles/${evil.id}/${evil.slug}`)).text();
    const markup = rootOf(html)!;
    expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).not.toContain('<script>alert(1)');
    expect(markup).not.toContain('<img src=x');
    const json = html.match(/<script type="application\/json" id="mq-query-state">([\s\S]*?)<\/script>/)![1]!;
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it('falls back to the client page (200) when the SSR bundle is missing or broken', async () => {
    const broken = path.join(dist, 'broken-entry.mjs');
    fs.writeFileSync(
      broken,
      'export function matchSsrPage() { return { kind: "home" }; }\nexport async function render() { throw new Error("boom"); }\n',
    );
    const cases = [path.join(dist, 'missing-entry.mjs'), broken, path.join(dist, 'index.html')];
    for (const ssrEntry of cases) {
      const ctx = await createTestContext({ webDist: dist, ssrEntry });
      try {
        const other = await createTestTitle(ctx.db, { name: 'Heat Wave' });
        for (const p of ['/', `/titles/${other.id}/${other.slug}`]) {
          const res = await ctx.request(p);
          expect(res.status, `${ssrEntry} ${p}`).toBe(200);
          const html = await res.text();
          expect(html).toContain('<div id="root"></div>');
          expect(html).toContain('id="mq-bootstrap"');
        }
      } finally {
        await ctx.close();
      }
    }
  });
});
