import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestArticle, createTestTitle } from '../../catalogue/common/factories';

const env = useTestApp();

describe('GET news', () => {
  it('lists articles newest first and shows one with linked titles', async () => {
    const t = await createTestTitle(env.ctx.db, { name: 'Dune' });
    await createTestArticle(env.ctx.db, { title: 'Older news' });
    const a = await createTestArticle(env.ctx.db, { title: 'Dune sequel announced', body: '<p>Big <b>news</b></p>', titleIds: [t.id] });
    const list = await (await env.ctx.request('/api/v1/news')).json();
    expect(list.pagination.data[0]).toMatchObject({ id: a.id, excerpt: 'Big news' });
    expect(list.pagination.data[0].body).toBeUndefined();
    expect((await (await env.ctx.request(`/api/v1/news?title_id=${t.id}`)).json()).pagination.total).toBe(1);
    const one = await (await env.ctx.request(`/api/v1/news/${a.id}`)).json();
    expect(one.article).toMatchObject({ title: 'Dune sequel announced', body: '<p>Big <b>news</b></p>' });
    expect(one.article.titles.map((x: { name: string }) => x.name)).toEqual(['Dune']);
    expect((await env.ctx.request('/api/v1/news/999999')).status).toBe(404);
  });
});

describe('news writes', () => {
  it('creates with sanitized HTML, updates and deletes', async () => {
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request('/api/v1/news', { method: 'POST', json: { title: 'x', body: 'y' } })).status).toBe(403);
    await env.ctx.signIn(env.adminId);
    const t = await createTestTitle(env.ctx.db);
    let res = await env.ctx.request('/api/v1/news', {
      method: 'POST',
      json: {
        title: 'Festival Été',
        body: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe></p>',
        source: 'Variety',
        title_ids: [t.id],
      },
    });
    expect(res.status).toBe(201);
    const article = (await res.json()).article;
    expect(article.slug).toBe('festival-ete');
    expect(article.body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(article.body).toContain('<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>');
    expect(article.titles).toHaveLength(1);

    res = await env.ctx.request('/api/v1/news', { method: 'POST', json: { title: '', body: '', title_ids: [999999] } });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['body', 'title']);
    res = await env.ctx.request('/api/v1/news', { method: 'POST', json: { title: 'T', body: 'B', title_ids: [999999] } });
    expect((await res.json()).errors.title_ids).toBeTruthy();

    expect((await (await env.ctx.request(`/api/v1/news/${article.id}`)).json()).article.title).toBe('Festival Été');
    res = await env.ctx.request(`/api/v1/news/${article.id}`, {
      method: 'PUT',
      json: { title: 'Renamed', body: '<p>New</p><script>x</script>' },
    });
    expect((await res.json()).article).toMatchObject({ title: 'Renamed', body: '<p>New</p>' });
    expect((await (await env.ctx.request(`/api/v1/news/${article.id}`)).json()).article.title).toBe('Renamed');
    expect((await (await env.ctx.request('/api/v1/search/renam?types=news')).json()).results.news[0].id).toBe(article.id);

    expect((await env.ctx.request(`/api/v1/news/${article.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await env.ctx.request(`/api/v1/news/${article.id}`)).status).toBe(404);
    env.ctx.signOut();
  });
});

describe('GET news sorting', () => {
  it('sorts by title or date in either direction and refuses an unknown column', async () => {
    await createTestArticle(env.ctx.db, { title: 'Zebra premiere' });
    await createTestArticle(env.ctx.db, { title: 'Aardvark documentary' });
    const titles = async (qs: string) =>
      ((await (await env.ctx.request(`/api/v1/news?perPage=100&${qs}`)).json()).pagination.data as { title: string }[]).map((a) => a.title);
    const asc = await titles('orderBy=title&orderDir=asc');
    expect(asc[0]).toBe('Aardvark documentary');
    expect(asc).toEqual([...asc].sort());
    const desc = await titles('orderBy=title&orderDir=desc');
    expect(desc[0]).toBe('Zebra premiere');
    expect(await titles('orderBy=created_at&orderDir=asc')).toEqual((await titles('orderBy=created_at&orderDir=desc')).reverse());
    const bad = await env.ctx.request('/api/v1/news?orderBy=body');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.orderBy).toBeTruthy();
  });
});
