import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestCredit, createTestPerson, createTestTitle } from '../common/factories';

const env = useTestApp();

describe('GET people', () => {
  it('lists people paginated, filtered and ordered; guests may read', async () => {
    await createTestPerson(env.ctx.db, { name: 'Zoë Kravitz', popularity: 40, known_for: 'acting' });
    await createTestPerson(env.ctx.db, { name: 'Bong Joon-ho', popularity: 30, known_for: 'directing' });
    let body = await (await env.ctx.request('/api/v1/people?orderBy=name&orderDir=asc')).json();
    expect(body.pagination.data.map((p: { name: string }) => p.name)).toEqual(['Bong Joon-ho', 'Zoë Kravitz']);
    body = await (await env.ctx.request('/api/v1/people?query=zoe')).json();
    expect(body.pagination.data.map((p: { name: string }) => p.name)).toEqual(['Zoë Kravitz']);
    body = await (await env.ctx.request('/api/v1/people?known_for=directing')).json();
    expect(body.pagination.total).toBe(1);
    expect((await env.ctx.request('/api/v1/people?orderBy=secret')).status).toBe(422);
    const withoutCount = body.pagination.data[0];
    await createTestCredit(env.ctx.db, {
      person_id: (await env.ctx.db.selectFrom('people').select('id').where('name', '=', 'Bong Joon-ho').executeTakeFirstOrThrow()).id,
      title_id: (await createTestTitle(env.ctx.db)).id,
    });
    body = await (await env.ctx.request('/api/v1/people?known_for=directing&loadCount=credits')).json();
    expect(body.pagination.data[0].credits_count).toBe(1);
    expect(withoutCount.credits_count).toBeUndefined();
  });
});

describe('GET people for the admin list', () => {
  it('shows updated_at on list rows and the person, and orders by the last edit', async () => {
    const older = await createTestPerson(env.ctx.db, { name: 'Edited Earlier', updated_at: '2020-01-01T00:00:00.000Z' });
    const newer = await createTestPerson(env.ctx.db, { name: 'Edited Later', updated_at: '2030-01-01T00:00:00.000Z' });
    const body = await (await env.ctx.request('/api/v1/people?orderBy=updated_at&orderDir=desc&perPage=50')).json();
    const ids = body.pagination.data.map((p: { id: number }) => p.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.indexOf(older.id)).toBeGreaterThan(0);
    expect(body.pagination.data[0].updated_at).toBe('2030-01-01T00:00:00.000Z');
    const counted = await (await env.ctx.request('/api/v1/people?orderBy=updated_at&loadCount=credits')).json();
    expect(counted.pagination.data[0]).toMatchObject({ id: newer.id, updated_at: '2030-01-01T00:00:00.000Z', credits_count: 0 });
    const { person } = await (await env.ctx.request(`/api/v1/people/${older.id}`)).json();
    expect(person.updated_at).toBe('2020-01-01T00:00:00.000Z');
  });
});

describe('GET people/{id}', () => {
  it('returns the person with known-for titles, credits by department and seo', async () => {
    const p = await createTestPerson(env.ctx.db, { name: 'Greta Gerwig', known_for: 'directing', biography: 'Writer and director.' });
    const a = await createTestTitle(env.ctx.db, { name: 'Lady Bird', popularity: 50 });
    const b = await createTestTitle(env.ctx.db, { name: 'Frances Ha', popularity: 20 });
    await createTestCredit(env.ctx.db, { person_id: p.id, title_id: a.id, department: 'directing', job: 'Director', character: null });
    await createTestCredit(env.ctx.db, { person_id: p.id, title_id: b.id, department: 'cast', character: 'Frances' });
    const res = await env.ctx.request(`/api/v1/people/${p.id}-greta-gerwig`);
    expect(res.status).toBe(200);
    const { person, seo } = await res.json();
    expect(person).toMatchObject({ name: 'Greta Gerwig', slug: 'greta-gerwig', biography: 'Writer and director.', credits_count: 2 });
    expect(person.known_for_titles.map((t: { name: string }) => t.name)).toEqual(['Lady Bird', 'Frances Ha']);
    expect(person.credits.cast[0]).toMatchObject({ character: 'Frances', title: { name: 'Frances Ha' } });
    expect(person.credits.directing[0].title.name).toBe('Lady Bird');
    expect(seo.canonical).toBe(`/people/${p.id}/greta-gerwig`);
    expect((await env.ctx.request('/api/v1/people/999999')).status).toBe(404);
  });
});

describe('people writes', () => {
  it('creates, updates and deletes people; titles show renames at once', async () => {
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/people', { method: 'POST', json: { name: 'X' } })).status).toBe(401);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request('/api/v1/people', { method: 'POST', json: { name: 'X' } })).status).toBe(403);
    await env.ctx.signIn(env.adminId);
    let res = await env.ctx.request('/api/v1/people', {
      method: 'POST',
      json: { name: 'Penélope Cruz', gender: 'female', birth_date: '1974-04-28', tmdb_id: 955, imdb_id: 'nm0004851' },
    });
    expect(res.status).toBe(201);
    const person = (await res.json()).person;
    expect(person).toMatchObject({ slug: 'penelope-cruz', gender: 'female', tmdb_id: 955 });

    res = await env.ctx.request('/api/v1/people', {
      method: 'POST',
      json: { name: '', gender: 'robot', birth_date: '1974-13-01', imdb_id: 'tt1' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['birth_date', 'gender', 'imdb_id', 'name']);
    res = await env.ctx.request('/api/v1/people', { method: 'POST', json: { name: 'Copy', tmdb_id: 955 } });
    expect((await res.json()).errors.tmdb_id).toBeTruthy();

    const t = await createTestTitle(env.ctx.db);
    await createTestCredit(env.ctx.db, { person_id: person.id, title_id: t.id });
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.credits.cast[0].person.name).toBe('Penélope Cruz');
    res = await env.ctx.request(`/api/v1/people/${person.id}`, { method: 'PUT', json: { name: 'Penelope Cruz Sanchez' } });
    expect(res.status).toBe(200);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.credits.cast[0].person.name).toBe(
      'Penelope Cruz Sanchez',
    );
    expect((await (await env.ctx.request('/api/v1/search/sanch?types=people')).json()).results.people[0].id).toBe(person.id);

    expect((await env.ctx.request(`/api/v1/people/${person.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await env.ctx.request(`/api/v1/people/${person.id}`)).status).toBe(404);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.credits.cast).toEqual([]);
    env.ctx.signOut();
  });
});
