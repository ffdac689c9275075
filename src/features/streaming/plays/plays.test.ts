import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { CHROME_WIN, SAFARI_IPHONE, usePlays } from '../../../testing/plays';
import { resumePoint } from './plays.resume';

const { t, v, log } = usePlays();

describe('resume rules', () => {
  it('resets under 60 s and from 90 % (watched)', () => {
    expect(resumePoint(59, 1000)).toBeNull();
    expect(resumePoint(60, 1000)).toBe(60);
    expect(resumePoint(899, 1000)).toBe(899);
    expect(resumePoint(900, 1000)).toBeNull();
    expect(resumePoint(500, null)).toBe(500);
  });
});

describe('POST videos/{id}/log-play', () => {
  it('records one play per visitor session, updating its progress, with a signed visitor cookie', async () => {
    const first = await log(v.videoId, 5);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ new_play: true });
    expect(first.headers.get('set-cookie')).toMatch(/marquee_visitor=[0-9a-f-]{36}\.[0-9a-f]{32}/);
    expect(await (await log(v.videoId, 30)).json()).toEqual({ new_play: false });
    const plays = await t.db.selectFrom('video_plays').selectAll().execute();
    expect(plays).toHaveLength(1);
    expect(plays[0]).toMatchObject({ position_seconds: 30, device: 'desktop', platform: 'Windows', browser: 'Chrome', user_id: null });

    // a forged cookie counts as a new visitor, never as someone else
    const forged = await log(v.videoId, 5, 1000, SAFARI_IPHONE, `marquee_visitor=${plays[0]!.visitor_id.slice(1)}.${'0'.repeat(32)}`);
    expect(await forged.json()).toEqual({ new_play: true });
    const rows = await t.db.selectFrom('video_plays').select(['device', 'browser']).orderBy('id').execute();
    expect(rows[1]).toEqual({ device: 'mobile', browser: 'Mobile Safari' });
    expect((await log(999999, 1)).status).toBe(404);
    expect((await t.request(`/api/v1/videos/${v.videoId}/log-play`, { method: 'POST', json: { position_seconds: -1 } })).status).toBe(422);
  });

  it('keeps the resume point per user and lists continue watching per title', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    await log(v.videoId, 30);
    expect((await (await t.request(`/api/v1/watch/${v.videoId}`)).json()).resume_at).toBeNull();
    expect((await (await t.request('/api/v1/users/me/continue-watching')).json()).items).toEqual([]);
    await log(v.videoId, 300);
    expect((await (await t.request(`/api/v1/watch/${v.videoId}`)).json()).resume_at).toBe(300);
    await log(v.video2, 120);
    const cw = (await (await t.request('/api/v1/users/me/continue-watching')).json()).items;
    expect(cw).toHaveLength(1); // one row per title: the latest unfinished episode
    expect(cw[0]).toMatchObject({ title: { id: v.titleId }, video: { id: v.video2, episode_number: 2 }, position_seconds: 120 });
    await log(v.video2, 990);
    expect((await (await t.request(`/api/v1/watch/${v.video2}`)).json()).resume_at).toBeNull();
    const after = (await (await t.request('/api/v1/users/me/continue-watching')).json()).items;
    expect(after[0].video.id).toBe(v.videoId);
    t.signOut();
    expect((await t.request('/api/v1/users/me/continue-watching')).status).toBe(401);
  });

  it('rate-limits log-play per visitor', async () => {
    const first = await log(v.videoId, 1);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) status = (await log(v.videoId, i, 1000, CHROME_WIN, cookie)).status;
    expect(status).toBe(429);
  });
});
