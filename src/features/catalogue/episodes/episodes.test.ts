import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestCredit, createTestPerson, createTestSeason, createTestTitle } from '../common/factories';

const env = useTestApp();

describe('GET titles/{id}/seasons/{n}/episodes/{m}', () => {
  it('shows the episode with credits and previous/next across seasons', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'series' });
    await createTestSeason(env.ctx.db, t.id, 1, 2);
    const s2 = await createTestSeason(env.ctx.db, t.id, 2, 2);
    const ep = await env.ctx.db
      .selectFrom('episodes')
      .selectAll()
      .where('season_id', '=', s2.id)
      .where('episode_number', '=', 1)
      .executeTakeFirstOrThrow();
    const p = await createTestPerson(env.ctx.db, { name: 'Ep Director' });
    await createTestCredit(env.ctx.db, {
      person_id: p.id,
      title_id: t.id,
      season_id: s2.id,
      episode_id: ep.id,
      department: 'directing',
      job: 'Director',
      character: null,
    });

    const body = await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons/2/episodes/1`)).json();
    expect(body.episode).toMatchObject({ id: ep.id, season_number: 2, episode_number: 1 });
    expect(body.episode.credits.directing[0].person.name).toBe('Ep Director');
    expect(body.previous).toMatchObject({ season_number: 1, episode_number: 2 });
    expect(body.next).toMatchObject({ season_number: 2, episode_number: 2 });
    const first = await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes/1`)).json();
    expect(first.previous).toBeNull();
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons/2/episodes/7`)).status).toBe(404);
  });
});

describe('episode writes', () => {
  it('creates, updates and deletes episodes with counts maintained', async () => {
    const t = await createTestTitle(env.ctx.db, { type: 'series' });
    await createTestSeason(env.ctx.db, t.id, 1, 1);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes`, { method: 'POST', json: { name: 'x' } })).status).toBe(403);
    await env.ctx.signIn(env.adminId);
    let res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes`, {
      method: 'POST',
      json: { name: 'Pilot Two', runtime: 42, release_date: '2030-01-01' },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).episode).toMatchObject({ episode_number: 2, name: 'Pilot Two', runtime: 42 });

    res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes`, { method: 'POST', json: { name: '', episode_number: 1 } });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['name']);
    res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes`, { method: 'POST', json: { name: 'Dup', episode_number: 1 } });
    expect((await res.json()).errors.episode_number).toBeTruthy();

    const season = await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1`)).json();
    expect(season.season.episodes_count).toBe(2);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.episodes_count).toBe(2);

    res = await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes/2`, { method: 'PUT', json: { name: 'Renamed' } });
    expect((await res.json()).episode.name).toBe('Renamed');
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes/2`)).json()).episode.name).toBe('Renamed');
    const upcoming = await (await env.ctx.request('/api/v1/upcoming')).json();
    expect(upcoming.episodes.map((e: { name: string }) => e.name)).toContain('Renamed');

    expect((await env.ctx.request(`/api/v1/titles/${t.id}/seasons/1/episodes/2`, { method: 'DELETE' })).status).toBe(200);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.episodes_count).toBe(1);
    env.ctx.signOut();
  });
});
