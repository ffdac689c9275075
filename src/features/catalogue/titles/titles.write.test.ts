import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestSeason, createTestTitle } from '../common/factories';

const env = useTestApp();

const asAdmin = () => env.ctx.signIn(env.adminId);

describe('POST titles', () => {
  it('is refused to guests (401) and normal users (403)', async () => {
    env.ctx.signOut();
    expect((await env.ctx.request('/api/v1/titles', { method: 'POST', json: { type: 'movie', name: 'X' } })).status).toBe(401);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request('/api/v1/titles', { method: 'POST', json: { type: 'movie', name: 'X' } })).status).toBe(403);
    env.ctx.signOut();
  });

  it('creates a title with slug, year and tags', async () => {
    await asAdmin();
    const res = await env.ctx.request('/api/v1/titles', {
      method: 'POST',
      json: {
        type: 'movie',
        name: 'Le Fabuleux Destin d’Amélie Poulain',
        release_date: '2001-04-25',
        genres: ['Comedy', 'Romance'],
        countries: ['fr'],
        keywords: ['paris'],
        tmdb_id: 194,
        adult: false,
      },
    });
    expect(res.status).toBe(201);
    const { title } = await res.json();
    expect(title).toMatchObject({ slug: 'le-fabuleux-destin-damelie-poulain', year: 2001, tmdb_id: 194, adult: false });
    expect(title.genres.map((g: { name: string }) => g.name)).toEqual(['Comedy', 'Romance']);
    expect(title.countries[0].name).toBe('FR');
    env.ctx.signOut();
  });

  it('answers 422 with field errors', async () => {
    await asAdmin();
    const res = await env.ctx.request('/api/v1/titles', {
      method: 'POST',
      json: { type: 'book', name: '', release_date: '2001-02-30', imdb_id: 'x1', rating: 11 },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['imdb_id', 'name', 'rating', 'release_date', 'type']);
    const dup = await env.ctx.request('/api/v1/titles', { method: 'POST', json: { type: 'movie', name: 'Dup', tmdb_id: 194 } });
    expect(dup.status).toBe(422);
    expect((await dup.json()).errors.tmdb_id).toBeTruthy();
    // the same TMDB id is fine for the other type
    expect((await env.ctx.request('/api/v1/titles', { method: 'POST', json: { type: 'series', name: 'Dup', tmdb_id: 194 } })).status).toBe(
      201,
    );
    env.ctx.signOut();
  });
});

describe('PUT titles/{id}', () => {
  it('updates, and the cached read shows the change at once', async () => {
    const t = await createTestTitle(env.ctx.db, { name: 'Old Name', genres: ['Drama'] });
    const first = await env.ctx.request(`/api/v1/titles/${t.id}`);
    expect((await first.json()).title.name).toBe('Old Name');
    const etag = first.headers.get('etag')!;
    expect((await env.ctx.request(`/api/v1/titles/${t.id}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const listed = await (await env.ctx.request('/api/v1/titles?query=old')).json();
    expect(listed.pagination.data.map((x: { id: number }) => x.id)).toContain(t.id);

    await asAdmin();
    const res = await env.ctx.request(`/api/v1/titles/${t.id}`, { method: 'PUT', json: { name: 'New Name', genres: ['Thriller'] } });
    expect(res.status).toBe(200);
    env.ctx.signOut();
    const { title } = await (await env.ctx.request(`/api/v1/titles/${t.id}-new-name`)).json();
    expect(title).toMatchObject({ name: 'New Name', slug: 'new-name' });
    expect((await env.ctx.request(`/api/v1/titles/${t.id}`, { headers: { 'if-none-match': etag } })).status).toBe(200);
    expect(title.genres.map((g: { name: string }) => g.name)).toEqual(['Thriller']);
    const after = await (await env.ctx.request('/api/v1/titles?query=old')).json();
    expect(after.pagination.data.map((x: { id: number }) => x.id)).not.toContain(t.id);
    const search = await (await env.ctx.request('/api/v1/search/new%20nam?types=titles')).json();
    expect(search.results.titles.map((x: { id: number }) => x.id)).toContain(t.id);
  });

  it('honours the method override header (POST + X-HTTP-Method-Override)', async () => {
    const t = await createTestTitle(env.ctx.db, { name: 'Override Me' });
    await asAdmin();
    const res = await env.ctx.request(`/api/v1/titles/${t.id}`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'PUT' },
      json: { runtime: 99 },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).title.runtime).toBe(99);
    env.ctx.signOut();
  });

  it('404s for a missing title and 403s for normal users', async () => {
    await asAdmin();
    expect((await env.ctx.request('/api/v1/titles/999999', { method: 'PUT', json: { name: 'x' } })).status).toBe(404);
    await env.ctx.signIn(env.userId);
    const t = await createTestTitle(env.ctx.db);
    expect((await env.ctx.request(`/api/v1/titles/${t.id}`, { method: 'PUT', json: { name: 'x' } })).status).toBe(403);
    env.ctx.signOut();
  });
});

describe('DELETE titles/{ids}', () => {
  it('deletes a comma list with seasons and episodes, and reads 404 afterwards', async () => {
    const a = await createTestTitle(env.ctx.db, { type: 'series' });
    const b = await createTestTitle(env.ctx.db);
    await createTestSeason(env.ctx.db, a.id, 1, 3);
    expect((await env.ctx.request(`/api/v1/titles/${a.id}`)).status).toBe(200);
    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request(`/api/v1/titles/${a.id},${b.id}`, { method: 'DELETE' })).status).toBe(403);
    await asAdmin();
    const res = await env.ctx.request(`/api/v1/titles/${a.id},${b.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).deleted.sort()).toEqual([a.id, b.id].sort());
    expect((await env.ctx.request(`/api/v1/titles/${a.id}`)).status).toBe(404);
    expect(await env.ctx.db.selectFrom('episodes').select('id').where('title_id', '=', a.id).execute()).toEqual([]);
    expect((await env.ctx.request(`/api/v1/titles/${a.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await env.ctx.request('/api/v1/titles/0,00', { method: 'DELETE' })).status).toBe(404);
    env.ctx.signOut();
  });
});
