import { isPostgres } from '../../../db/schema-helpers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { planRenditions } from '../../streaming/media/media.renditions';

// The six settings tabs that act: analytics (tags in every page under the CSP nonce), cache,
// queue (retry, delete), search (index stats, rebuild job), websockets (the SSE stream), videos.

const INDEX = `<!doctype html><html lang="en"><head><!--mq:bootstrap--><!--mq:head--></head><body><div id="root"></div></body></html>`;

let t: TestContext;
let dist: string;
let adminId: number;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await createTestContext({ webDist: dist });
  adminId = (await createTestUser(t.db, { admin: true })).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const asAdmin = () => t.signIn(adminId);
const save = (settings: Record<string, unknown>) => t.request('/api/v1/settings', { method: 'POST', json: { settings } });
const scriptSrc = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'))!;

async function addJob(name: string, status: 'pending' | 'running' | 'failed' | 'completed', error: string | null = null) {
  const row = await t.db
    .insertInto('jobs')
    .values({ name, status, error, attempts: status === 'failed' ? 3 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('every action needs settings.update', () => {
  it('answers 401 signed out and 403 to a user without it, then works once granted', async () => {
    const jobId = await addJob('probe:permission', 'failed');
    const actions: [string, string][] = [
      ['GET', '/api/v1/settings/queue/jobs?status=failed'],
      ['POST', `/api/v1/settings/queue/jobs/${jobId}/retry`],
      ['DELETE', `/api/v1/settings/queue/jobs/${jobId}`],
      ['GET', '/api/v1/settings/search/index'],
      ['POST', '/api/v1/settings/search/rebuild'],
      ['POST', '/api/v1/settings/cache/clear'],
      ['GET', '/api/v1/settings/live'],
    ];
    t.signOut();
    for (const [method, url] of actions) expect((await t.request(url, { method })).status, `${method} ${url}`).toBe(401);
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    for (const [method, url] of actions) expect((await t.request(url, { method })).status, `${method} ${url}`).toBe(403);
    expect((await save({ 'analytics.provider': 'none' })).status).toBe(403);
    // nothing happened
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', jobId).executeTakeFirst())?.status).toBe('failed');
    await grantPermission(t.db, user.id, 'settings.update');
    expect((await t.request('/api/v1/settings/queue/jobs?status=failed')).status).toBe(200);
    t.signOut();
  });
});

describe('queue tab', () => {
  it('lists waiting, running and failed jobs with counts; retries a failed one and deletes an idle one', async () => {
    await asAdmin();
    await t.db.deleteFrom('jobs').execute();
    const failed = await addJob('video:process', 'failed', 'ffmpeg exited with code 1');
    const waiting = await addJob('tmdb:import', 'pending');
    const running = await addJob('demo:videos', 'running');

    const list = await (await t.request('/api/v1/settings/queue/jobs?status=failed')).json();
    expect(list.counts).toMatchObject({ pending: 1, running: 1, failed: 1 });
    expect(list.pagination.data).toEqual([
      expect.objectContaining({ id: failed, name: 'video:process', error: 'ffmpeg exited with code 1', attempts: 3 }),
    ]);
    expect((await (await t.request('/api/v1/settings/queue/jobs?status=running')).json()).pagination.data[0].id).toBe(running);

    // retry: back to waiting from its first attempt, with the error gone
    const retried = await t.request(`/api/v1/settings/queue/jobs/${failed}/retry`, { method: 'POST' });
    expect(retried.status).toBe(200);
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', failed).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, error: null });
    // only a failed job can be retried
    expect((await t.request(`/api/v1/settings/queue/jobs/${waiting}/retry`, { method: 'POST' })).status).toBe(409);

    // delete: a running job is refused, a waiting one goes
    const busy = await t.request(`/api/v1/settings/queue/jobs/${running}`, { method: 'DELETE' });
    expect(busy.status).toBe(409);
    expect((await busy.json()).message).toMatch(/running job cannot be deleted/);
    expect((await t.request(`/api/v1/settings/queue/jobs/${waiting}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', waiting).executeTakeFirst()).toBeUndefined();
    expect((await t.request(`/api/v1/settings/queue/jobs/${waiting}`, { method: 'DELETE' })).status).toBe(404);
    await t.db.deleteFrom('jobs').execute();
  });
});

describe('search tab', () => {
  it('reports each index against its table and rebuilds a drifted index through a job with progress', async () => {
    await asAdmin();
    await createTitleWithEpisodes(t.db, { name: 'Moonrise Harbour', episodes: 2 });
    // drift: the index loses its rows (as after restoring a table without its triggers)
    if (isPostgres(t.db)) await sql`delete from titles_search`.execute(t.db);
    else await sql`insert into titles_fts(titles_fts) values ('delete-all')`.execute(t.db);
    const before = await (await t.request('/api/v1/settings/search/index')).json();
    expect(before.engine).toMatch(isPostgres(t.db) ? /PostgreSQL full-text search/ : /SQLite FTS5/);
    const titles = before.indexes.find((i: { type: string }) => i.type === 'titles');
    expect(titles).toMatchObject({ indexed: 0, source: 1 });
    expect(before.indexes.map((i: { type: string }) => i.type)).toEqual(
      expect.arrayContaining(['titles', 'people', 'episodes', 'news', 'lists']),
    );
    expect(JSON.stringify(await (await t.request('/api/v1/search/moonrise')).json())).not.toContain('Moonrise Harbour');

    const started = await t.request('/api/v1/settings/search/rebuild', { method: 'POST' });
    expect(started.status).toBe(202);
    const { job } = await started.json();
    // a second click while it waits does not queue another
    const again = await (await t.request('/api/v1/settings/search/rebuild', { method: 'POST' })).json();
    expect(again.job).toEqual({ id: job.id, started: false });

    await t.services.jobs.runUntilIdle();
    const after = await (await t.request('/api/v1/settings/search/index')).json();
    expect(after.rebuild).toMatchObject({ id: job.id, status: 'completed', progress: 1 });
    expect(after.rebuild.message).toMatch(/Rebuilt \d+ indexes/);
    for (const index of after.indexes) expect(index.indexed, index.type).toBe(index.source);
    expect(after.bytes).toBeGreaterThan(0);
    const found = await (await t.request('/api/v1/search/moonrise')).json();
    expect(JSON.stringify(found)).toContain('Moonrise Harbour');
  });
});

describe('cache tab', () => {
  it('shows what is cached by kind and clears it', async () => {
    await asAdmin();
    t.services.cache.set('title:1', {}, 60_000);
    t.services.cache.set('title:2', {}, 60_000);
    t.services.cache.set('news:1', {}, 60_000);
    const form = await (await t.request('/api/v1/settings/form')).json();
    const facts = form.tabs.find((tab: { id: string }) => tab.id === 'cache').facts;
    expect(facts).toContainEqual({ label: 'Title pages (seasons, episodes, credits, related)', value: '2' });
    expect(facts).toContainEqual({ label: 'News', value: '1' });
    const res = await (await t.request('/api/v1/settings/cache/clear', { method: 'POST' })).json();
    expect(res.dropped).toBeGreaterThanOrEqual(3);
    expect(t.services.cache.get('title:1')).toBeUndefined();
  });
});

describe('websockets tab', () => {
  it('streams the queue state over Server-Sent Events and counts the open stream', async () => {
    await asAdmin();
    await addJob('video:process', 'failed');
    const res = await t.request('/api/v1/settings/live');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    let text = '';
    const event = /event: state\ndata: (.*)\nid: 1\n\n/;
    while (!event.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/^event: hello\ndata: \{\}\nretry: 2000\n\n/);
    const data = JSON.parse(event.exec(text)![1]!);
    expect(data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(data.streams).toBe(1);
    const form = await (await t.request('/api/v1/settings/form')).json();
    const ws = form.tabs.find((tab: { id: string }) => tab.id === 'websockets');
    expect(ws.notice).toMatch(/Server-Sent Events/);
    expect(ws.facts).toContainEqual({ label: 'Open streams on this server process', value: '1' });
    await reader.cancel();
    await t.db.deleteFrom('jobs').execute();
  });
});

describe('analytics tab', () => {
  it('validates the ID against the provider and refuses markup beyond scripts', async () => {
    await asAdmin();
    const bad = await save({ 'analytics.provider': 'ga4', 'analytics.tracking_code': 'UA-1234-1' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors['analytics.tracking_code'][0]).toMatch(/measurement ID/);
    const markup = await save({ 'analytics.provider': 'custom', 'analytics.custom_code': '<img src=x onerror="alert(1)">' });
    expect(markup.status).toBe(422);
    expect((await markup.json()).errors['analytics.custom_code'][0]).toMatch(/Only <script> and <noscript>/);
    const handler = await save({
      'analytics.provider': 'custom',
      'analytics.custom_code': '<script onload="x()" src="https://a.example/t.js"></script>',
    });
    expect((await handler.json()).errors['analytics.custom_code'][0]).toMatch(/"onload" is not allowed/);
    const http = await save({ 'analytics.provider': 'custom', 'analytics.custom_code': '<script src="http://a.example/t.js"></script>' });
    expect((await http.json()).errors['analytics.custom_code'][0]).toMatch(/https/);
    expect(t.services.settings.get('analytics.provider')).toBe('none');
  });

  it('puts the provider script with the page nonce into every page, allowed by the CSP, at once and off again', async () => {
    await asAdmin();
    const off = await t.request('/titles/1');
    expect(await off.text()).not.toContain('plausible');
    expect(scriptSrc(off)).not.toContain('plausible.io');

    expect((await save({ 'analytics.provider': 'plausible', 'analytics.tracking_code': 'films.example.com' })).status).toBe(200);
    t.signOut();
    const page = await t.request('/');
    const html = await page.text();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(page))![1];
    expect(html).toContain(
      `<script nonce="${nonce}" defer data-domain="films.example.com" src="https://plausible.io/js/script.js"></script>`,
    );
    expect(scriptSrc(page)).toContain('https://plausible.io');

    await asAdmin();
    await save({
      'analytics.provider': 'custom',
      'analytics.custom_code':
        '<!-- Matomo --><script>var _paq=[];</script><script async src="https://stats.example.org/m.js"></script><noscript><p><img src="https://stats.example.org/p.gif" alt=""></p></noscript>',
      'analytics.script_origins': ['https://cdn.stats.example.org'],
    });
    const custom = await t.request('/news');
    const body = await custom.text();
    const n = /'nonce-([^']+)'/.exec(scriptSrc(custom))![1];
    expect(body).toContain(`<script nonce="${n}">var _paq=[];</script>`);
    expect(body).toContain(`<script nonce="${n}" async src="https://stats.example.org/m.js"></script>`);
    expect(scriptSrc(custom)).toContain('https://stats.example.org');
    expect(scriptSrc(custom)).toContain('https://cdn.stats.example.org');

    await save({ 'analytics.provider': 'none' });
    expect(await (await t.request('/')).text()).not.toContain('_paq');
  });
});

describe('videos tab', () => {
  it('gives the player its settings in the bootstrap data and processing its ladder', async () => {
    await asAdmin();
    expect((await save({ 'videos.renditions': [] })).status).toBe(422);
    expect((await save({ 'videos.renditions': ['4k'] })).status).toBe(422);
    const ok = await save({
      'videos.renditions': ['360', '1080'],
      'videos.default_quality': 'lowest',
      'videos.autoplay_next': false,
      'videos.resume': false,
    });
    expect(ok.status).toBe(200);
    const boot = await (await t.request('/api/v1/bootstrap-data')).json();
    expect(boot.settings.videos).toEqual({ default_quality: 'lowest', autoplay_next: false, resume: false });
    const probe = { duration: 10, video: { width: 1920, height: 1080, codec: 'h264' }, audio: null } as never;
    expect(planRenditions(probe, t.services.settings.get('videos.renditions')).map((r) => r.name)).toEqual(['360p', '1080p']);
    expect(
      planRenditions({ duration: 10, video: { width: 640, height: 480, codec: 'h264' }, audio: null } as never, ['720']).map((r) => r.name),
    ).toEqual(['480p']);
    const form = await (await t.request('/api/v1/settings/form')).json();
    const field = form.tabs
      .find((tab: { id: string }) => tab.id === 'videos')
      .groups.flatMap((g: { fields: unknown[] }) => g.fields)
      .find((f: { name: string }) => f.name === 'videos.renditions');
    expect(field.control).toEqual({ type: 'multiselect', options: ['360', '720', '1080'] });
  });
});
