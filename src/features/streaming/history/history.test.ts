import { describe, expect, it } from 'vitest';
import { createTestTitle } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';
import { createTestUser } from '../../../testing/factories';
import { usePlays } from '../../../testing/plays';

describe('plays write the diary', () => {
  const { t, v, log } = usePlays();
  const diary = async (userId: number) => (await (await t.request(`/api/v1/users/${userId}/history`)).json()).pagination;

  it('adds one entry when a play reaches 90 %, however many reports follow the same day', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    await log(v.videoId, 600);
    expect((await diary(user.id)).data).toEqual([]);
    await log(v.videoId, 900);
    await log(v.videoId, 1000);
    const page = await diary(user.id);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      source: 'play',
      title: { id: v.titleId },
      episode: { id: v.episodes[0]!.id, season_number: 1, episode_number: 1 },
    });
  });

  it('offers the next episode after a finished one in continue watching', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    await log(v.videoId, 990);
    const items = (await (await t.request('/api/v1/users/me/continue-watching')).json()).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: { id: v.titleId }, video: { id: v.video2, episode_number: 2 }, position_seconds: 0 });
  });

  it('drops a title marked watched from continue watching', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    await log(v.video2, 300);
    expect((await (await t.request('/api/v1/users/me/continue-watching')).json()).items).toHaveLength(1);
    expect((await t.request('/api/v1/users/me/history', { method: 'POST', json: { title_id: v.titleId } })).status).toBe(201);
    expect((await (await t.request('/api/v1/users/me/continue-watching')).json()).items).toEqual([]);
  });
});

describe('users/{id}/history', () => {
  const k = useCommunityContext();

  it('marks watched with a date once per day, lists newest first and deletes only the own entries', async () => {
    const [ana, ben] = await k.people('Ana', 'Ben');
    const film = await k.title({ name: 'Stalker', year: 1979 });
    const other = await k.title({ name: 'Solaris', year: 1972 });
    await k.as(ana!);
    const first = await k.call('POST', 'users/me/history', { title_id: film.id, watched_at: '2024-03-01', rating: 9 });
    expect(first.status).toBe(201);
    expect(first.body.entry).toMatchObject({
      watched_at: '2024-03-01',
      rating: 9,
      source: 'manual',
      title: { name: 'Stalker', year: 1979 },
    });
    expect((await k.call('POST', 'users/me/history', { title_id: film.id, watched_at: '2024-03-01' })).body.entry.id).toBe(
      first.body.entry.id,
    );
    await k.call('POST', 'users/me/history', { title_id: other.id, watched_at: '2024-05-10' });
    const page = (await k.call('GET', `users/${ana!.id}/history`)).body.pagination;
    expect(page.data.map((e: { title: { name: string } }) => e.title.name)).toEqual(['Solaris', 'Stalker']);

    expect((await k.call('POST', 'users/me/history', { title_id: film.id, watched_at: '2999-01-01' })).status).toBe(422);
    expect((await k.call('POST', 'users/me/history', { title_id: 999999 })).status).toBe(404);

    await k.as(ben!);
    expect((await k.call('DELETE', `users/me/history/${first.body.entry.id}`)).status).toBe(404);
    await k.as(ana!);
    expect((await k.call('DELETE', `users/me/history/${first.body.entry.id}`)).status).toBe(200);
    expect((await k.call('GET', `users/${ana!.id}/history`)).body.pagination.total).toBe(1);
    await k.as(null);
    expect((await k.call('POST', 'users/me/history', { title_id: film.id })).status).toBe(401);
  });

  it('hides the diary of a profile that hides its ratings, except from its owner', async () => {
    const [ana, ben] = await k.people('Ana', 'Ben');
    const film = await createTestTitle(k.t.db, { name: 'Ran' });
    await k.as(ana!);
    await k.call('POST', 'users/me/history', { title_id: film.id });
    await k.call('PUT', 'user-profile', { hide_ratings: true });
    expect((await k.call('GET', `users/${ana!.id}/history`)).body.pagination.total).toBe(1);
    await k.as(ben!);
    const hidden = await k.call('GET', `users/${ana!.id}/history`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe('This user keeps their diary private.');
    await k.as(ana!);
    await k.call('PUT', 'user-profile', { hide_ratings: false });
    await k.as(ben!);
    expect((await k.call('GET', `users/${ana!.id}/history`)).body.pagination.total).toBe(1);
  });
});
