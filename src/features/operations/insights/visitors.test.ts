import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const t = useTestContext({}, { each: true });
let videoA: number;
let videoB: number;
beforeEach(async () => {
  const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie', name: 'Visitors Movie' });
  await t.signIn((await createTestUser(t.db, { admin: true })).id);
  const mk = async (name: string) =>
    (
      await (
        await t.request('/api/v1/videos', {
          method: 'POST',
          json: { name, type: 'direct', src: 'https://x.example/a.mp4', title_id: titleId },
        })
      ).json()
    ).video.id;
  videoA = await mk('Trailer A');
  videoB = await mk('Trailer B');
  t.signOut();
});

const log = (id: number, ua: string, cookie?: string) =>
  t.request(`/api/v1/videos/${id}/log-play`, {
    method: 'POST',
    json: { position_seconds: 1, duration_seconds: 100 },
    headers: { 'user-agent': ua, ...(cookie !== undefined ? { cookie } : {}) },
  });

describe('GET reports/visitors', () => {
  it('counts distinct viewers and viewing sessions from the play log, by day, page and dimension', async () => {
    // one returning visitor (cookie jar) watches both videos; two fresh visitors (no cookie) watch A
    expect((await log(videoA, CHROME_WIN)).status).toBeLessThan(300);
    expect((await log(videoB, CHROME_WIN)).status).toBeLessThan(300);
    await log(videoA, SAFARI_IPHONE, '');
    await log(videoA, CHROME_WIN, '');
    await t.signIn((await createTestUser(t.db, { admin: true })).id);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.request('/api/v1/reports/visitors');
    expect(res.status).toBe(200);
    const r = (await res.json()).visitors;
    expect(r.to).toBe(today);
    expect(r.days).toHaveLength(30);
    expect(r.total_views).toBe(4);
    expect(r.total_visitors).toBe(3);
    expect(r.days.at(-1)).toEqual({ date: today, visitors: 3, views: 4 });
    expect(r.top_pages[0]).toMatchObject({
      path: `/watch/${videoA}`,
      video_id: videoA,
      name: 'Trailer A',
      title_name: 'Visitors Movie',
      views: 3,
      visitors: 3,
    });
    expect(r.top_pages[1]).toMatchObject({ video_id: videoB, views: 1, visitors: 1 });
    expect(r.devices).toEqual([
      { label: 'desktop', visitors: 2 },
      { label: 'mobile', visitors: 1 },
    ]);
    expect(r.browsers[0]).toEqual({ label: 'Chrome', visitors: 2 });
    expect(r.countries).toEqual([{ label: null, visitors: 3 }]);

    // a range that ends before today holds none of them
    const past = (await (await t.request('/api/v1/reports/visitors?from=2020-01-01&to=2020-01-03')).json()).visitors;
    expect(past).toMatchObject({ from: '2020-01-01', to: '2020-01-03', total_views: 0, total_visitors: 0, top_pages: [], devices: [] });
    expect(past.days.map((d: { date: string }) => d.date)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
  });

  it('refuses bad ranges with field errors and needs admin.access', async () => {
    expect((await t.request('/api/v1/reports/visitors')).status).toBe(401);
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    expect((await t.request('/api/v1/reports/visitors')).status).toBe(403);
    await grantPermission(t.db, user.id, 'admin.access');
    expect((await t.request('/api/v1/reports/visitors')).status).toBe(200);
    const bad = await t.request('/api/v1/reports/visitors?from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.from).toBeDefined();
    expect((await t.request('/api/v1/reports/visitors?from=yesterday')).status).toBe(422);
    expect((await t.request('/api/v1/reports/visitors?from=2000-01-01&to=2026-01-01')).status).toBe(422);
    // days that have the shape but not a calendar (found by the API fuzz test: they answered 500)
    const unreal = await t.request('/api/v1/reports/visitors?to=2303-45-34');
    expect(unreal.status).toBe(422);
    expect((await unreal.json()).errors).toEqual({ to: ['Use the YYYY-MM-DD format.'] });
    expect((await t.request('/api/v1/reports/visitors?from=2025-02-29')).status).toBe(422);
  });
});
