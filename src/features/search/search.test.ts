import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import { useTestApp } from '../../testing/harness';
import { createTestArticle, createTestEpisode, createTestPerson, createTestSeason, createTestTitle } from '../catalogue/common/factories';

const env = useTestApp();
beforeAll(async () => {
  const show = await createTestTitle(env.ctx.db, { name: 'Amélie', type: 'movie', popularity: 30 });
  await createTestTitle(env.ctx.db, { name: 'Ameland Stories', popularity: 1 });
  await createTestPerson(env.ctx.db, { name: 'Amélie Nothomb' });
  const series = await createTestTitle(env.ctx.db, { name: 'Lost', type: 'series' });
  const s = await createTestSeason(env.ctx.db, series.id, 1);
  await createTestEpisode(env.ctx.db, s, { name: 'Amends', episode_number: 1 });
  await createTestArticle(env.ctx.db, { title: 'Amélie returns to cinemas', titleIds: [show.id] });
});

const get = async (path: string) => {
  const res = await env.ctx.request(path);
  return { status: res.status, body: await res.json() };
};

describe('GET search/{query}', () => {
  it('finds every type by an accent-free prefix, best first', async () => {
    const { status, body } = await get('/api/v1/search/ame');
    expect(status).toBe(200);
    expect(body.results.titles.map((t: { name: string }) => t.name)).toEqual(['Amélie', 'Ameland Stories']);
    expect(body.results.people[0].name).toBe('Amélie Nothomb');
    // the shape GET people lists a person in (the OpenAPI document's personSummary)
    expect(body.results.people[0].updated_at).toEqual(expect.any(String));
    expect(body.results.episodes[0]).toMatchObject({ name: 'Amends', title: { name: 'Lost' } });
    expect(body.results.news[0].title).toBe('Amélie returns to cinemas');
  });

  it('honours types and limit', async () => {
    const { body } = await get('/api/v1/search/amel?types=titles&limit=1');
    expect(Object.keys(body.results)).toEqual(['titles']);
    expect(body.results.titles).toHaveLength(1);
    expect((await get('/api/v1/search/amel?limit=500')).status).toBe(422);
  });

  it('answers operators and quotes without errors', async () => {
    for (const q of ['%22', '*', 'AND', '(', 'amelie%22%20OR%20(', 'NEAR(', '%5E', 'a:b', '-', '%25']) {
      const { status, body } = await get(`/api/v1/search/${q}`);
      expect(status, q).toBe(200);
      expect(body.results).toBeTruthy();
    }
  });

  it('needs titles.view', async () => {
    const user = await createTestUser(env.ctx.db, { roleIds: [] });
    await env.ctx.signIn(user.id);
    expect((await get('/api/v1/search/ame')).status).toBe(403);
    env.ctx.signOut();
  });
});

describe('GET titles/autocomplete', () => {
  it('returns a small picker list', async () => {
    const { body } = await get('/api/v1/titles/autocomplete?query=AMEL');
    expect(body.titles.map((t: { name: string }) => t.name)).toEqual(['Amélie', 'Ameland Stories']);
    expect(Object.keys(body.titles[0]).sort()).toEqual(['id', 'name', 'poster', 'slug', 'type', 'year']);
    const popular = await get('/api/v1/titles/autocomplete');
    expect(popular.body.titles[0].name).toBe('Amélie');
    expect((await get('/api/v1/titles/autocomplete?query=lo&type=series')).body.titles.map((t: { name: string }) => t.name)).toEqual([
      'Lost',
    ]);
  });
});
