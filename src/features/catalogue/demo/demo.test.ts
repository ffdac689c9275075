import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../../db/database';
import { createLogger } from '../../../platform/logger';
import { countRows } from '../../../testing/catalogue-rows';
import { useTestContext } from '../../../testing/harness';
import { createTestTitle } from '../common/factories';
import { refreshAllChannels } from '../../site/channels/channels.queries';
import { DEMO_ARTWORK_JOB } from './demo.artwork.job';
import { generateDemo } from './demo.generate';
import { clearDemo, seedDemo, seedDemoIfEmpty } from './demo.seed';

const t = useTestContext({}, { each: true });

const count = (table: 'titles' | 'people' | 'credits' | 'seasons' | 'episodes' | 'news_articles' | 'images') => countRows(t.db, table);

describe('demo catalogue', () => {
  it('seeds the default size: 155 titles, 400 people with credits, seasons, episodes and news', async () => {
    const result = await seedDemo(t.db, { storage: t.services.storage, artwork: false });
    expect(result).toMatchObject({ titles: 155, people: 400, news: 12 });
    expect(await count('titles')).toBeGreaterThanOrEqual(150);
    expect(await count('people')).toBeGreaterThanOrEqual(400);
    expect(await count('news_articles')).toBe(12);
    const types = await t.db
      .selectFrom('titles')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('type')
      .execute();
    expect(types.find((r) => r.type === 'series')!.n).toBeGreaterThan(30);
    expect(await count('seasons')).toBeGreaterThan(40);
    expect(await count('episodes')).toBeGreaterThan(300);
    // every person is credited somewhere, with characters for cast and the usual crew roles
    const uncredited = await t.db
      .selectFrom('people')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('credits').select('person_id'))
      .execute();
    expect(uncredited).toEqual([]);
    const departments = (await t.db.selectFrom('credits').select('department').distinct().execute()).map((d) => d.department).sort();
    expect(departments).toEqual(['cast', 'creators', 'directing', 'writing']);
    const nameless = await t.db
      .selectFrom('credits')
      .select('id')
      .where('department', '=', 'cast')
      .where('character', 'is', null)
      .execute();
    expect(nameless).toEqual([]);
    const genres = await t.db.selectFrom('tags').select('name').where('type', '=', 'genre').execute();
    expect(genres.length).toBeGreaterThanOrEqual(15);
    expect(await t.db.selectFrom('tags').select('id').where('type', '=', 'keyword').execute()).not.toHaveLength(0);
    const upcoming = await t.db
      .selectFrom('titles')
      .select('id')
      .where('release_date', '>', new Date().toISOString().slice(0, 10))
      .execute();
    expect(upcoming.length).toBeGreaterThan(3);
    const linked = await t.db.selectFrom('news_article_titles').select('title_id').execute();
    expect(linked.length).toBeGreaterThanOrEqual(12);
  }, 180_000);

  it('draws artwork locally: each picture on its first request, the rest by a background job, none before listen', async () => {
    await seedDemo(t.db, { storage: t.services.storage, counts: { titles: 6, people: 20, news: 2 } });
    const title = await t.db
      .selectFrom('titles')
      .selectAll()
      .where('type', '=', 'series')
      .where('seasons_count', '>', 0)
      .executeTakeFirstOrThrow();
    expect(title.poster).toMatch(/^\/storage\/images\/demo\/poster-\d+-342\.webp$/);
    const key = (url: string) => decodeURIComponent(url.slice('/storage/'.length));
    // seeding draws nothing: the server listens at once
    expect(await t.services.storage.stat(key(title.poster!))).toBeNull();
    const fetched = async (url: string) => {
      const res = await t.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      return Buffer.from(await res.arrayBuffer());
    };
    // a page asking for the poster gets it, drawn then: posters 2:3, backdrops 16:9
    expect(await sharp(await fetched(title.poster!)).metadata()).toMatchObject({ format: 'webp', width: 342, height: 513 });
    expect(await sharp(await fetched(title.backdrop!)).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    // a width nobody seeded, or a picture that is not the demo's, is still a 404
    expect((await t.request(title.poster!.replace('-342.webp', '-343.webp'))).status).toBe(404);
    expect((await t.request('/storage/images/demo/poster-999-342.webp')).status).toBe(404);
    const episode = await t.db.selectFrom('episodes').select('poster').where('title_id', '=', title.id).executeTakeFirstOrThrow();
    expect(episode.poster).toMatch(/still-.+-300\.webp$/);
    const person = await t.db.selectFrom('people').select('poster').executeTakeFirstOrThrow();
    expect(person.poster).toMatch(/profile-\d+-342\.webp$/);
    expect(await t.services.storage.stat(key(person.poster!))).toBeNull();
    const images = await t.db.selectFrom('images').select(['model_type', 'variants']).where('model_type', '=', 'title').execute();
    expect(images).toHaveLength(12);
    expect(Object.keys(JSON.parse(images[0]!.variants)).length).toBeGreaterThanOrEqual(2);

    // the queued job draws every picture no page asked for, at every width
    const [job] = await t.db.selectFrom('jobs').select(['id', 'name', 'queue']).where('name', '=', DEMO_ARTWORK_JOB).execute();
    expect(job).toMatchObject({ queue: 'media' });
    await t.db.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', job!.id).execute();
    await t.services.jobs.runUntilIdle();
    expect(await t.services.jobs.find(job!.id)).toMatchObject({ status: 'completed', progress: 1 });
    expect(await sharp(await t.services.storage.read(key(person.poster!))).metadata()).toMatchObject({ width: 342, height: 513 });
    const still = await sharp(await t.services.storage.read(key(episode.poster!))).metadata();
    expect(still).toMatchObject({ format: 'webp', width: 300 });
    for (const variant of Object.values(JSON.parse(images[0]!.variants) as Record<string, string>)) {
      expect(await t.services.storage.stat(variant)).not.toBeNull();
    }
    // two different titles get different pictures
    const [a, b] = await t.db.selectFrom('titles').select('poster').limit(2).execute();
    const bytes = async (p: string | null) => (await t.services.storage.read(key(p!))).toString('base64');
    expect(await bytes(a!.poster)).not.toBe(await bytes(b!.poster));
  }, 120_000);

  it('writes readable, unique names and texts', () => {
    const demo = generateDemo({ titles: 155, people: 400, news: 12 });
    expect(new Set(demo.titles.map((x) => x.name)).size).toBe(155);
    expect(new Set(demo.people.map((x) => x.name)).size).toBe(400);
    for (const x of demo.titles) expect(x.description).toMatch(/^[A-Z].{30,}\.$/);
  });

  it('airs series and releases films around today, for the schedule page', () => {
    const today = new Date('2031-06-15T12:00:00Z');
    const demo = generateDemo({ titles: 155, people: 400, news: 12 }, today);
    const inWindow = (d: unknown) => typeof d === 'string' && d >= '2031-06-08' && d <= '2031-06-28';
    const films = demo.titles.filter((x) => x.type === 'movie' && inWindow(x.release_date));
    const episodes = demo.titles.flatMap((x) =>
      (x.seasons ?? []).flatMap((s) => (s.episodes ?? []).filter((e) => inWindow(e.release_date))),
    );
    expect(films.length).toBeGreaterThanOrEqual(6);
    expect(episodes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(episodes.map((e) => new Date(`${e.release_date}T00:00:00Z`).getUTCDay())).size).toBeGreaterThanOrEqual(4);
  });

  it('seeds only an empty catalogue, and never when SEED_DEMO is false', async () => {
    const logger = createLogger(t.config);
    expect(
      await seedDemoIfEmpty(t.db, { ...t.config, SEED_DEMO: false }, logger, {
        artwork: false,
        counts: { titles: 5, people: 10, news: 1 },
      }),
    ).toBe(false);
    expect(await count('titles')).toBe(0);
    expect(
      await seedDemoIfEmpty(t.db, { ...t.config, SEED_DEMO: true }, logger, { artwork: false, counts: { titles: 5, people: 10, news: 1 } }),
    ).toBe(true);
    expect(await count('titles')).toBe(5);
    expect(
      await seedDemoIfEmpty(t.db, { ...t.config, SEED_DEMO: true }, logger, { artwork: false, counts: { titles: 5, people: 10, news: 1 } }),
    ).toBe(false);
    expect(await count('titles')).toBe(5);
  });

  it('demo:clear removes the demo and its channel rows but keeps the operator’s own titles', async () => {
    const own = await createTestTitle(t.db, { name: 'My Own Film', popularity: 1 });
    await seedDemo(t.db, { storage: t.services.storage, counts: { titles: 8, people: 20, news: 2 } });
    expect((await t.request('/storage/images/demo/poster-1-342.webp')).status).toBe(200);
    await refreshAllChannels(t.db);
    expect(
      await t.db.selectFrom('channel_items').select('id').where('item_type', '=', 'title').where('item_id', '!=', own.id).execute(),
    ).not.toHaveLength(0);
    const result = await clearDemo(t.db, t.services.storage);
    expect(result).toEqual({ titles: 8, people: 20, news: 2, videos: 0 });
    expect((await t.db.selectFrom('titles').select('name').execute()).map((r) => r.name)).toEqual(['My Own Film']);
    expect(await count('people')).toBe(0);
    expect(await count('episodes')).toBe(0);
    expect(await count('images')).toBe(0);
    expect(
      await t.db.selectFrom('channel_items').select('id').where('item_type', '=', 'title').where('item_id', '!=', own.id).execute(),
    ).toHaveLength(0);
    expect(await t.services.storage.stat('images/demo/poster-1-342.webp')).toBeNull();
    // nor is it drawn again: the list of the demo's pictures went with it
    expect((await t.request('/storage/images/demo/poster-1-342.webp')).status).toBe(404);
    expect(await t.db.selectFrom('jobs').select('name').where('name', 'like', 'demo:%').execute()).toEqual([]);
  }, 120_000);
});
