import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestMmdb } from '../../../testing/geoip';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { CHROME_WIN, SAFARI_IPHONE, usePlays } from '../../../testing/plays';

const { t, v, log } = usePlays();

describe('GET reports/insights', () => {
  it('aggregates plays from rollups by day, device, platform, browser and country for each model', async () => {
    await log(v.videoId, 1, 1000, CHROME_WIN, '');
    await log(v.videoId, 1, 1000, SAFARI_IPHONE, '');
    await log(v.video2, 1, 1000, CHROME_WIN, '');
    // raw plays are not read: deleting them leaves the report unchanged
    await t.db.deleteFrom('video_plays').execute();
    expect((await t.request(`/api/v1/reports/insights?model=title&id=${v.titleId}`)).status).toBe(401);
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    const today = new Date().toISOString().slice(0, 10);
    const title = (await (await t.request(`/api/v1/reports/insights?model=title&id=${v.titleId}`)).json()).insights;
    expect(title.total_plays).toBe(3);
    expect(title.plays).toHaveLength(30);
    expect(title.plays.at(-1)).toEqual({ date: today, plays: 3 });
    expect(title.devices).toEqual([
      { label: 'desktop', plays: 2 },
      { label: 'mobile', plays: 1 },
    ]);
    expect(title.browsers[0]).toEqual({ label: 'Chrome', plays: 2 });
    expect(title.countries).toEqual([{ label: null, plays: 3 }]);
    const video = (await (await t.request(`/api/v1/reports/insights?model=video&id=${v.video2}`)).json()).insights;
    expect(video.total_plays).toBe(1);
    const episode = (await (await t.request(`/api/v1/reports/insights?model=episode&id=${v.episodes[0]!.id}`)).json()).insights;
    expect(episode.total_plays).toBe(2);
    const season = await t.db.selectFrom('seasons').select('id').executeTakeFirstOrThrow();
    expect(
      (await (await t.request(`/api/v1/reports/insights?model=season&id=${season.id}&from=${today}&to=${today}`)).json()).insights,
    ).toMatchObject({ total_plays: 3, plays: [{ date: today, plays: 3 }] });
    expect((await t.request(`/api/v1/reports/insights?model=planet&id=1`)).status).toBe(422);
    expect((await t.request(`/api/v1/reports/insights?model=title&id=${v.titleId}&from=2026-02-01&to=2026-01-01`)).status).toBe(422);
    expect((await t.request(`/api/v1/reports/insights?model=title&id=999999`)).status).toBe(404);
    // a day with the shape but not a calendar (found by the API fuzz test: it answered 500)
    const unreal = await t.request(`/api/v1/reports/insights?model=site&to=2689-98-85`);
    expect(unreal.status).toBe(422);
    expect((await unreal.json()).errors).toEqual({ to: ['Use the YYYY-MM-DD format.'] });
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    expect((await t.request(`/api/v1/reports/insights?model=title&id=${v.titleId}`)).status).toBe(403);
  });
});

describe('GET reports/insights across the site and by route params', () => {
  it('reports every play with the top titles, and names seasons and episodes the way the admin routes do', async () => {
    await log(v.videoId, 1, 1000, CHROME_WIN, '');
    await log(v.videoId, 1, 1000, SAFARI_IPHONE, '');
    await log(v.video2, 1, 1000, CHROME_WIN, '');
    const other = await createTitleWithEpisodes(t.db, { episodes: 1 });
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    const direct = await (
      await t.request('/api/v1/videos', {
        method: 'POST',
        json: { name: 'Other', type: 'direct', src: 'https://x.example/b.mp4', title_id: other.titleId },
      })
    ).json();
    t.signOut();
    await log(direct.video.id, 1, 1000, CHROME_WIN, '');
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    const get = async (q: string) => (await (await t.request(`/api/v1/reports/insights?${q}`)).json()).insights;

    const site = await get('model=site');
    expect(site.total_plays).toBe(4);
    expect(site.subject).toBeNull();
    expect(site.top_titles[0]).toMatchObject({ id: v.titleId, plays: 3 });
    expect(site.top_titles[1]).toMatchObject({ id: other.titleId, plays: 1 });

    const title = await get(`model=title&id=${v.titleId}`);
    expect(title.top_videos.map((v: { id: number; plays: number }) => [v.id, v.plays])).toEqual([
      [v.videoId, 2],
      [v.video2, 1],
    ]);
    expect(title.subject.title_id).toBe(v.titleId);

    const season = await get(`model=season&title_id=${v.titleId}&season=1`);
    expect(season).toMatchObject({ total_plays: 3, subject: { season: 1 } });
    expect(season.subject.name).toMatch(/Season 1$/);
    const episode = await get(`model=episode&title_id=${v.titleId}&season=1&episode=2`);
    expect(episode).toMatchObject({ total_plays: 1, subject: { season: 1, episode: 2 } });

    const missing = await t.request('/api/v1/reports/insights?model=episode&title_id=1&season=1');
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.id).toBeDefined();
    expect((await t.request(`/api/v1/reports/insights?model=episode&title_id=${v.titleId}&season=1&episode=9`)).status).toBe(404);
  });
});

describe('country of plays', () => {
  it('comes from the GeoIP database when one is configured', async () => {
    const file = path.join(os.tmpdir(), `marquee-geo-${process.pid}.mmdb`);
    fs.writeFileSync(file, buildTestMmdb([203, 0, 113], { city: { names: { en: 'Lisbon' } }, country: { iso_code: 'PT' } }));
    const g = await createTestContext({ env: { GEOIP_DATABASE: file, TRUST_PROXY: 'true' } });
    try {
      const { titleId: tid } = await createTitleWithEpisodes(g.db, { type: 'movie' });
      await g.signIn((await createTestUser(g.db, { admin: true })).id);
      const vid = (
        await (
          await g.request('/api/v1/videos', {
            method: 'POST',
            json: { name: 'M', type: 'direct', src: 'https://x.example/a.mp4', title_id: tid },
          })
        ).json()
      ).video.id;
      await g.request(`/api/v1/videos/${vid}/log-play`, {
        method: 'POST',
        json: { position_seconds: 1 },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      const report = (await (await g.request(`/api/v1/reports/insights?model=video&id=${vid}`)).json()).insights;
      expect(report.countries).toEqual([{ label: 'PT', plays: 1 }]);
    } finally {
      await g.close();
      fs.rmSync(file, { force: true });
    }
  });
});
