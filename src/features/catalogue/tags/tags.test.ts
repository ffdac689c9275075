import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestTitle } from '../common/factories';

const env = useTestApp();

describe('POST/DELETE titles/{id}/tags/{type}', () => {
  it('attaches and detaches genres, keywords and countries', async () => {
    const t = await createTestTitle(env.ctx.db);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/tags/genre`, { method: 'POST', json: { name: 'Drama' } })).status).toBe(403);
    await env.ctx.signIn(env.adminId);
    const drama = (await (await env.ctx.request(`/api/v1/titles/${t.id}/tags/genre`, { method: 'POST', json: { name: 'Drama' } })).json())
      .tag;
    await env.ctx.request(`/api/v1/titles/${t.id}/tags/keyword`, { method: 'POST', json: { name: 'time travel' } });
    const us = (await (await env.ctx.request(`/api/v1/titles/${t.id}/tags/country`, { method: 'POST', json: { name: 'us' } })).json()).tag;
    expect(us.name).toBe('US');
    // attaching twice is harmless
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/tags/genre`, { method: 'POST', json: { tag_id: drama.id } })).status).toBe(201);

    let title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect([title.genres.length, title.keywords[0].name, title.countries[0].name]).toEqual([1, 'time travel', 'US']);

    expect((await env.ctx.request(`/api/v1/titles/${t.id}/tags/genre/${drama.id}`, { method: 'DELETE' })).status).toBe(200);
    title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title.genres).toEqual([]);

    expect((await env.ctx.request(`/api/v1/titles/${t.id}/tags/mood`, { method: 'POST', json: { name: 'x' } })).status).toBe(422);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/tags/country`, { method: 'POST', json: { name: 'Narnia' } })).status).toBe(422);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/tags/genre`, { method: 'POST', json: {} })).status).toBe(422);
    env.ctx.signOut();
  });
});

describe('title-tags/{type}', () => {
  it('is for tags.update holders only', async () => {
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/title-tags/genre')).status).toBe(401);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request('/api/v1/title-tags/genre')).status).toBe(403);
    env.ctx.signOut();
  });

  it('lists, creates, renames and deletes tags; titles show renames at once', async () => {
    const t = await createTestTitle(env.ctx.db, { genres: ['Scifi'] });
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.genres[0].name).toBe('Scifi');
    await env.ctx.signIn(env.adminId);
    let res = await env.ctx.request('/api/v1/title-tags/genre', { method: 'POST', json: { name: 'Western' } });
    expect(res.status).toBe(201);
    const western = (await res.json()).tag;
    res = await env.ctx.request('/api/v1/title-tags/genre', { method: 'POST', json: { name: 'western' } });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.name).toBeTruthy();

    const list = await (await env.ctx.request('/api/v1/title-tags/genre?query=sci')).json();
    expect(list.pagination.data).toEqual([expect.objectContaining({ name: 'Scifi', titles_count: 1 })]);
    // % in a query is literal text, not a wildcard
    expect((await (await env.ctx.request('/api/v1/title-tags/genre?query=%25')).json()).pagination.data).toEqual([]);

    const scifi = list.pagination.data[0];
    res = await env.ctx.request(`/api/v1/title-tags/genre/${scifi.id}`, { method: 'PUT', json: { name: 'Science Fiction' } });
    expect(res.status).toBe(200);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.genres[0].name).toBe('Science Fiction');

    expect((await env.ctx.request(`/api/v1/title-tags/genre/${scifi.id},${western.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.genres).toEqual([]);
    expect((await env.ctx.request(`/api/v1/title-tags/keyword/${western.id}`, { method: 'DELETE' })).status).toBe(404);
    env.ctx.signOut();
  });
});

describe('title-tags/{type} for the admin screens', () => {
  it('orders by use and checks country codes', async () => {
    await createTestTitle(env.ctx.db, { keywords: ['heist', 'rare one'] });
    await createTestTitle(env.ctx.db, { keywords: ['heist'] });
    await env.ctx.signIn(env.adminId);
    const byUse = (await (await env.ctx.request('/api/v1/title-tags/keyword?orderBy=titles_count')).json()).pagination.data;
    expect(byUse.slice(0, 2).map((k: { name: string; titles_count: number }) => [k.name, k.titles_count])).toEqual([
      ['heist', 2],
      ['rare one', 1],
    ]);
    expect((await env.ctx.request('/api/v1/title-tags/keyword?orderBy=popularity')).status).toBe(422);
    const bad = await env.ctx.request('/api/v1/title-tags/country', { method: 'POST', json: { name: 'Narnia' } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.name).toEqual(['Must be a two-letter country code.']);
    expect((await env.ctx.request('/api/v1/title-tags/country', { method: 'POST', json: { name: 'fr' } })).status).toBe(201);
    env.ctx.signOut();
  });
});
