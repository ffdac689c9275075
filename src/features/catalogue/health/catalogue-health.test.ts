import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { expectPermissionGate } from '../../../testing/permission-gate';
import { useTestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';

const t = useTestContext({}, { each: true });

const title = async (values: Record<string, unknown>) =>
  (
    await t.db
      .insertInto('titles')
      .values({ type: 'movie', slug: `s-${Math.random().toString(36).slice(2)}`, ...values } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('GET catalogue-health', () => {
  it('counts and lists titles and people by what they lack', async () => {
    const complete = await title({ name: 'Complete Movie', poster: 'https://img.example/p.jpg', description: 'A plot.' });
    await t.db
      .insertInto('videos')
      .values({ name: 'Main', type: 'direct', src: 'https://x.example/a.mp4', title_id: complete } as never)
      .execute();
    const bare = await title({ name: 'Bare 100% Movie', poster: '  ', description: null });
    const { titleId: emptySeries } = await createTitleWithEpisodes(t.db, { type: 'series', name: 'Empty Series' });
    const { titleId: seasonOnly } = await createTitleWithEpisodes(t.db, { type: 'series', name: 'Season Only' });
    await t.db
      .insertInto('seasons')
      .values({ title_id: seasonOnly, number: 1 } as never)
      .execute();
    const { titleId: fullSeries } = await createTitleWithEpisodes(t.db, { type: 'series', name: 'Full Series', episodes: 1 });
    await t.db
      .updateTable('titles')
      .set({ poster: 'p.jpg', description: 'd' })
      .where('id', 'in', [emptySeries, seasonOnly, fullSeries])
      .execute();
    await t.db
      .insertInto('people')
      .values([
        { name: 'No Photo', slug: 'no-photo' },
        { name: 'Has Photo', slug: 'has-photo', poster: 'x.jpg' },
      ] as never)
      .execute();

    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    const counts = (await (await t.request('/api/v1/catalogue-health')).json()).counts;
    expect(counts).toEqual({
      no_poster: 1,
      no_description: 1,
      no_videos: 4,
      series_no_seasons: 1,
      series_no_episodes: 2,
      person_no_photo: 1,
    });

    const list = async (q: string) => (await (await t.request(`/api/v1/catalogue-health/${q}`)).json()).pagination;
    const noPoster = await list('no_poster');
    expect(noPoster).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(noPoster.data[0]).toMatchObject({ id: bare, kind: 'title', name: 'Bare 100% Movie', type: 'movie' });
    expect((await list('series_no_seasons')).data.map((r: { id: number }) => r.id)).toEqual([emptySeries]);
    expect((await list('series_no_episodes')).data.map((r: { id: number }) => r.id).sort()).toEqual([emptySeries, seasonOnly].sort());
    // filters: name search (LIKE wildcards match themselves), type, pages
    expect((await list('no_videos?query=100%25')).data.map((r: { id: number }) => r.id)).toEqual([bare]);
    expect((await list('no_videos?query=%25%25')).total).toBe(0);
    expect((await list('no_videos?type=series')).total).toBe(3);
    const page2 = await list('no_videos?perPage=3&page=2');
    expect(page2).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect(page2.data).toHaveLength(1);
    expect((await list('person_no_photo')).data).toEqual([expect.objectContaining({ kind: 'person', name: 'No Photo', type: null })]);

    const bad = await t.request('/api/v1/catalogue-health/no_plot');
    expect(bad.status).toBe(422);
    expect((await t.request('/api/v1/catalogue-health/no_poster?type=book')).status).toBe(422);
  });

  it('needs titles.update', async () => {
    const calls = ['/api/v1/catalogue-health', '/api/v1/catalogue-health/no_poster'];
    await expectPermissionGate(t, 'titles.update', calls, calls);
  });
});
