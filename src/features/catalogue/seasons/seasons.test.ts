import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestCredit, createTestPerson, createTestSeason, createTestTitle } from '../common/factories';

const env = useTestApp();

describe('GET titles/{id}/seasons and seasons/{n}', () => {
  it('lists seasons with episode counts and shows a season with episodes and credits', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'series', name: 'Show' });
    const s1 = await createTestSeason(env.ctx.db, t.id, 1, 3);
    await createTestSeason(env.ctx.db, t.id, 2, 1);
    const p = await createTestPerson(env.ctx.db, { name: 'Guest Star' });
    await createTestCredit(env.ctx.db, { person_id: p.id, title_id: t.id, season_id: s1.id, character: 'Visitor' });

    const list = await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons`)).json();
    expect(list.seasons.map((s: { number: number; episodes_count: number }) => [s.number, s.episodes_count])).toEqual([
      [1, 3],
      [2, 1],
    ]);

    const res = await env.ctx.request(`/api/v1/titles/${t.id}-show/seasons/1`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.title).toMatchObject({ id: t.id, name: 'Show' });
    expect(body.season.episodes.map((e: { episode_number: number }) => e.episode_number)).toEqual([1, 2, 3]);
    expect(body.season.credits.cast[0]).toMatchObject({ character: 'Visitor', person: { name: 'Guest Star' } });
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons/9`)).status).toBe(404);
  });
});

describe('season writes', () => {
  it('needs titles.update', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'series' });
    env.ctx.signOut();
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons`, { method: 'POST', json: {} })).status).toBe(401);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons`, { method: 'POST', json: {} })).status).toBe(403);
    env.ctx.signOut();
  });

  it('creates, updates and deletes seasons keeping counts and cached reads right', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'series' });
    await createTestSeason(env.ctx.db, t.id, 1, 2);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.seasons_count).toBe(1);
    await env.ctx.signIn(env.adminId);
    let res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons`, {
      method: 'POST',
      json: { name: 'The Second', release_date: '2021-01-01' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).season).toMatchObject({ number: 2, name: 'The Second' });

    res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons`, { method: 'POST', json: { number: 2 } });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.number).toBeTruthy();
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons`, { method: 'POST', json: { release_date: 'soon' } })).status).toBe(422);

    let title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title).toMatchObject({ seasons_count: 2, episodes_count: 2 });

    res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1`, { method: 'PUT', json: { number: 5, name: 'Renumbered' } });
    expect(res.status).toBe(200);
    const s5 = await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons/5`)).json();
    expect(s5.season.episodes.map((e: { season_number: number }) => e.season_number)).toEqual([5, 5]);

    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons/5`, { method: 'DELETE' })).status).toBe(200);
    title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title).toMatchObject({ seasons_count: 1, episodes_count: 0 });
    env.ctx.signOut();
  });

  it('refuses seasons on a movie', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'movie' });
    await env.ctx.signIn(env.adminId);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons`, { method: 'POST', json: {} })).status).toBe(422);
    env.ctx.signOut();
  });
});
