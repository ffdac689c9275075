import { describe, expect, it } from 'vitest';
import { createTestEpisode, createTestSeason } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

describe('GET item-state/{type}/{id}', () => {
  it("gives an episode's local average to everyone and the viewer's rating, watchlist and lists", async () => {
    const series = await kit.title({ name: 'Show', type: 'series' });
    const season = await createTestSeason(kit.t.db, series.id, 1);
    const ep = await createTestEpisode(kit.t.db, season, { name: 'Pilot' });
    const [a, b] = [await kit.user(), await kit.user()];

    const empty = await kit.call('GET', `item-state/episode/${ep.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ local_rating: null, local_vote_count: 0, user_rating: null, in_watchlist: false, user_list_ids: [] });

    await kit.as(a);
    await kit.call('POST', 'users/me/ratings', { rateable: 'episode', id: ep.id, rating: 9 });
    await kit.call('POST', 'users/me/watchlist', { type: 'episode', item_id: ep.id });
    const list = (await kit.call('POST', 'lists', { name: 'Best episodes' })).body.list;
    await kit.call('POST', `lists/${list.id}/items`, { type: 'episode', item_id: ep.id });
    await kit.as(b);
    await kit.call('POST', 'users/me/ratings', { rateable: 'episode', id: ep.id, rating: 6 });

    await kit.as(a);
    expect((await kit.call('GET', `item-state/episode/${ep.id}`)).body).toEqual({
      local_rating: 7.5,
      local_vote_count: 2,
      user_rating: 9,
      in_watchlist: true,
      user_list_ids: [list.id],
    });
    await kit.as(b);
    expect((await kit.call('GET', `item-state/episode/${ep.id}`)).body).toMatchObject({
      user_rating: 6,
      in_watchlist: false,
      user_list_ids: [],
    });
    await kit.as(null);
    expect((await kit.call('GET', `item-state/episode/${ep.id}`)).body).toMatchObject({
      local_rating: 7.5,
      local_vote_count: 2,
      user_rating: null,
    });
  });

  it('answers for titles too, 404 for unknown items and 422 for other types', async () => {
    const t = await kit.title();
    await kit.as(await kit.user());
    await kit.call('POST', 'users/me/ratings', { rateable: 'title', id: t.id, rating: 4 });
    expect((await kit.call('GET', `item-state/title/${t.id}`)).body).toMatchObject({
      local_rating: 4,
      local_vote_count: 1,
      user_rating: 4,
    });
    expect((await kit.call('GET', 'item-state/episode/999999')).status).toBe(404);
    expect((await kit.call('GET', `item-state/person/${t.id}`)).status).toBe(422);
  });
});
