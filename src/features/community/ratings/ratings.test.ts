import { describe, expect, it } from 'vitest';
import { createTestEpisode, createTestSeason } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('ratings', () => {
  it('keeps the title local average and count right after add, change and remove', async () => {
    const [a, b, c] = [await kit.user(), await kit.user(), await kit.user()];
    const t = await kit.title();
    const stats = async () => {
      await kit.as(null);
      // Through the cached title payload: the rating writes must invalidate it.
      const { body, status } = await kit.call('GET', `titles/${t.id}`);
      expect(status).toBe(200);
      return [body.title.local_rating, body.title.local_vote_count];
    };
    expect(await stats()).toEqual([null, 0]);

    await kit.as(a);
    const first = await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 8 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rating: { rating: 8 }, local_rating: 8, local_vote_count: 1 });
    await kit.as(b);
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 5 });
    await kit.as(c);
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 3 });
    expect(await stats()).toEqual([5.33, 3]);

    await kit.as(a);
    const changed = await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 10 });
    expect(changed.body).toMatchObject({ local_rating: 6, local_vote_count: 3 });
    expect((await kit.call('GET', `titles/${t.id}`)).body.title.user_rating).toBe(10);
    expect(await stats()).toEqual([6, 3]);

    await kit.as(c);
    const removed = await kit.call('DELETE', `users/me/ratings/title/${t.id}`);
    expect(removed.body).toMatchObject({ removed: true, local_rating: 7.5, local_vote_count: 2 });
    expect(await stats()).toEqual([7.5, 2]);
    await kit.as(a);
    await kit.call('DELETE', `users/me/ratings/title/${t.id}`);
    await kit.as(b);
    await kit.call('DELETE', `users/me/ratings/title/${t.id}`);
    expect(await stats()).toEqual([null, 0]);
  });

  it('answers 404 (never a 500) to removing the rating of an episode or title that does not exist', async () => {
    await kit.as(await kit.user());
    for (const type of ['episode', 'title']) {
      const res = await kit.call('DELETE', `users/me/ratings/${type}/987654`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBeTruthy();
    }
    expect(await kit.t.db.selectFrom('episode_rating_stats').selectAll().where('episode_id', '=', 987654).execute()).toEqual([]);
  });

  it('rates episodes and lists the user ratings', async () => {
    const u = await kit.user();
    const series = await kit.title({ name: 'Show', type: 'series' });
    const season = await createTestSeason(kit.t.db, series.id, 1);
    const ep = await createTestEpisode(kit.t.db, season, { name: 'Ep One' });
    await kit.as(u);
    const res = await kit.call('POST', 'users/me/ratings', { rateable: 'episode', id: ep.id, rating: 9 });
    expect(res.body).toMatchObject({ local_rating: 9, local_vote_count: 1 });
    const stats = await kit.t.db.selectFrom('episode_rating_stats').selectAll().where('episode_id', '=', ep.id).executeTakeFirstOrThrow();
    expect(stats).toMatchObject({ local_rating: 9, local_vote_count: 1 });
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: series.id, rating: 4 });

    const mine = await kit.call('GET', 'users/me/ratings');
    expect(mine.body.pagination.total).toBe(2);
    expect(mine.body.pagination.data.map((r: { item: { name: string } }) => r.item.name).sort()).toEqual(['Ep One', 'Show']);
    expect((await kit.call('GET', 'users/me/ratings?type=episode')).body.pagination.data).toHaveLength(1);
  });

  it('validates ratings and requires login', async () => {
    const t = await kit.title();
    expect((await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 5 })).status).toBe(401);
    await kit.as(await kit.user());
    for (const rating of [0, 11, 5.5, 'x']) {
      const res = await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating });
      expect(res.status).toBe(422);
      expect(res.body.errors.rating).toBeDefined();
    }
    expect((await kit.call('POST', 'users/me/ratings', { rateable: 'person', id: t.id, rating: 5 })).status).toBe(422);
    expect((await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: 424242, rating: 5 })).status).toBe(404);
  });
});
