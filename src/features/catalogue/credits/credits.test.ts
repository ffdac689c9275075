import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestCredit, createTestPerson, createTestSeason, createTestTitle } from '../common/factories';

const env = useTestApp();

describe('GET titles/{id}/credits', () => {
  it('groups full credits by department, cast first', async () => {
    const t = await createTestTitle(env.ctx.db);
    const a = await createTestPerson(env.ctx.db);
    const b = await createTestPerson(env.ctx.db);
    await createTestCredit(env.ctx.db, { person_id: a.id, title_id: t.id, department: 'production', job: 'Producer', character: null });
    await createTestCredit(env.ctx.db, { person_id: b.id, title_id: t.id, order: 1 });
    await createTestCredit(env.ctx.db, { person_id: a.id, title_id: t.id, order: 0 });
    const body = await (await env.ctx.request(`/api/v1/titles/${t.id}/credits`)).json();
    expect(Object.keys(body.credits)).toEqual(['cast', 'production']);
    expect(body.credits.cast.map((c: { person_id: number }) => c.person_id)).toEqual([a.id, b.id]);
  });
});

describe('credit writes', () => {
  it('adds, edits, reorders and removes credits; reads reflect each change', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'series' });
    await createTestSeason(env.ctx.db, t.id, 1, 1);
    const p1 = await createTestPerson(env.ctx.db, { name: 'First Actor' });
    const p2 = await createTestPerson(env.ctx.db, { name: 'Second Actor' });
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.credits.cast).toEqual([]);

    await env.ctx.signIn(env.userId);
    expect(
      (await env.ctx.request(`/api/v1/titles/${t.id}/credits`, { method: 'POST', json: { person_id: p1.id, department: 'cast' } })).status,
    ).toBe(403);
    await env.ctx.signIn(env.adminId);
    let res = await env.ctx.request(`/api/v1/titles/${t.id}/credits`, {
      method: 'POST',
      json: { person_id: p1.id, department: 'cast', character: 'Hero' },
    });
    expect(res.status).toBe(201);
    const c1 = (await res.json()).credit;
    expect(c1).toMatchObject({ character: 'Hero', order: 0, person: { name: 'First Actor' } });
    const c2 = (
      await (
        await env.ctx.request(`/api/v1/titles/${t.id}/credits`, {
          method: 'POST',
          json: { person_id: p2.id, department: 'cast', character: 'Sidekick' },
        })
      ).json()
    ).credit;
    expect(c2.order).toBe(1);

    let title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title.credits.cast.map((c: { id: number }) => c.id)).toEqual([c1.id, c2.id]);
    // the person page shows the new credit too
    expect((await (await env.ctx.request(`/api/v1/people/${p1.id}`)).json()).person.credits.cast[0].character).toBe('Hero');

    res = await env.ctx.request('/api/v1/titles/credits/reorder', { method: 'POST', json: { ids: [c2.id, c1.id] } });
    expect(res.status).toBe(200);
    title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title.credits.cast.map((c: { id: number }) => c.id)).toEqual([c2.id, c1.id]);

    res = await env.ctx.request(`/api/v1/titles/${t.id}/credits/${c1.id}`, { method: 'PUT', json: { character: 'Villain' } });
    expect((await res.json()).credit.character).toBe('Villain');
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}/credits`)).json()).credits.cast[1].character).toBe('Villain');

    // episode credit
    res = await env.ctx.request(`/api/v1/titles/${t.id}/credits`, {
      method: 'POST',
      json: { person_id: p2.id, department: 'directing', job: 'Director', season_number: 1, episode_number: 1 },
    });
    expect(res.status).toBe(201);
    const ep = await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes/1`)).json();
    expect(ep.episode.credits.directing[0].person.name).toBe('Second Actor');

    expect((await env.ctx.request(`/api/v1/titles/${t.id}/credits/${c1.id}`, { method: 'DELETE' })).status).toBe(200);
    title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title.credits.cast.map((c: { id: number }) => c.id)).toEqual([c2.id]);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/credits/${c1.id}`, { method: 'DELETE' })).status).toBe(404);
    env.ctx.signOut();
  });

  it('validates credits', async () => {
    const t = await createTestTitle(env.ctx.db);
    const other = await createTestTitle(env.ctx.db);
    const p = await createTestPerson(env.ctx.db);
    const foreign = await createTestCredit(env.ctx.db, { person_id: p.id, title_id: other.id });
    const own = await createTestCredit(env.ctx.db, { person_id: p.id, title_id: t.id });
    await env.ctx.signIn(env.adminId);
    const cases: [unknown, string][] = [
      [{ person_id: 999999, department: 'cast' }, 'person_id'],
      [{ person_id: p.id, department: 'astrology' }, 'department'],
      [{ person_id: p.id, department: 'cast', season_number: 3 }, 'season_number'],
      [{ person_id: p.id, department: 'cast', episode_number: 3 }, 'season_number'],
    ];
    for (const [json, field] of cases) {
      const res = await env.ctx.request(`/api/v1/titles/${t.id}/credits`, { method: 'POST', json });
      expect(res.status).toBe(422);
      expect((await res.json()).errors[field], field).toBeTruthy();
    }
    const mixed = await env.ctx.request('/api/v1/titles/credits/reorder', { method: 'POST', json: { ids: [own.id, foreign.id] } });
    expect(mixed.status).toBe(422);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/credits/${foreign.id}`, { method: 'PUT', json: { job: 'x' } })).status).toBe(404);
    env.ctx.signOut();
  });
});
