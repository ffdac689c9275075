import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useTestApp, useTestContext } from '../../../testing/harness';
import { useWebDist } from '../../../testing/web-dist';
import { createTestEpisode, createTestSeason, createTestTitle } from '../common/factories';

const env = useTestApp();

interface ScheduleJson {
  timezone: string;
  today: string;
  from: string;
  to: string;
  followed: boolean;
  days: {
    date: string;
    items: { type: string; date: string; title: { id: number; name: string }; episode: { name: string; episode_number: number } | null }[];
  }[];
}

async function schedule(query: string) {
  const res = await env.ctx.request(`/api/v1/schedule?${query}`);
  return {
    status: res.status,
    body: (await res.json()) as { schedule: ScheduleJson; message?: string; errors?: Record<string, string[]> },
  };
}

/** Item names by day, only for the days that have any: { '2031-01-02': ['Film', 'Show S1E1'] }. */
const namesByDay = (s: ScheduleJson) =>
  Object.fromEntries(
    s.days
      .filter((d) => d.items.length)
      .map((d) => [d.date, d.items.map((i) => (i.episode ? `${i.title.name} E${i.episode.episode_number}` : i.title.name))]),
  );

async function series(name: string, airDates: string[], popularity = 10) {
  const title = await createTestTitle(env.ctx.db, { name, type: 'series', popularity });
  const season = await createTestSeason(env.ctx.db, title.id, 1);
  for (const [i, date] of airDates.entries()) await createTestEpisode(env.ctx.db, season, { episode_number: i + 1, release_date: date });
  return title;
}

afterEach(() => {
  vi.useRealTimers();
  env.ctx.signOut();
});

describe('GET schedule', () => {
  it('lists films by release date and episodes by air date, every day of the range, most popular first', async () => {
    await createTestTitle(env.ctx.db, { name: 'Quiet Film', release_date: '2031-01-03', popularity: 5 });
    await createTestTitle(env.ctx.db, { name: 'Big Film', release_date: '2031-01-03', popularity: 90 });
    await createTestTitle(env.ctx.db, { name: 'Too Late Film', release_date: '2031-01-22' });
    await createTestTitle(env.ctx.db, { name: 'A Series Premiere', type: 'series', release_date: '2031-01-04' });
    await series('Weekly Show', ['2030-12-31', '2031-01-07', '2031-01-14', '2031-01-21'], 50);

    const { status, body } = await schedule('from=2031-01-01&timezone=UTC');
    expect(status).toBe(200);
    expect(body.schedule).toMatchObject({ from: '2031-01-01', to: '2031-01-21', timezone: 'UTC', followed: false });
    expect(body.schedule.days).toHaveLength(21);
    expect(body.schedule.days[0]).toEqual({ date: '2031-01-01', items: [] });
    expect(namesByDay(body.schedule)).toEqual({
      '2031-01-03': ['Big Film', 'Quiet Film'],
      '2031-01-07': ['Weekly Show E2'],
      '2031-01-14': ['Weekly Show E3'],
      '2031-01-21': ['Weekly Show E4'],
    });
    const episode = body.schedule.days[6]!.items[0]!;
    expect(episode).toMatchObject({ type: 'episode', date: '2031-01-07', episode: { season_number: 1, episode_number: 2 } });

    const week = await schedule('from=2031-01-08&days=7');
    expect(week.body.schedule.to).toBe('2031-01-14');
    expect(namesByDay(week.body.schedule)).toEqual({ '2031-01-14': ['Weekly Show E3'] });
  });

  it('starts a week before today in the viewer’s time zone, which decides where the day ends', async () => {
    await series('Boundary Show', ['2032-03-03', '2032-03-24']);
    // 23:30 on 10 March in UTC is already 11 March at UTC+14 and still 10 March in California
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2032-03-10T23:30:00Z'));

    const west = (await schedule('timezone=America/Los_Angeles')).body.schedule;
    expect(west).toMatchObject({ today: '2032-03-10', from: '2032-03-03', to: '2032-03-23' });
    expect(namesByDay(west)).toEqual({ '2032-03-03': ['Boundary Show E1'] });

    const east = (await schedule('timezone=Pacific/Kiritimati')).body.schedule;
    expect(east).toMatchObject({ today: '2032-03-11', from: '2032-03-04', to: '2032-03-24' });
    expect(namesByDay(east)).toEqual({ '2032-03-24': ['Boundary Show E2'] });
  });

  it('uses the signed-in user’s time zone when none is given', async () => {
    const user = await createTestUser(env.ctx.db);
    await env.ctx.db.updateTable('users').set({ timezone: 'Asia/Tokyo' }).where('id', '=', user.id).execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2032-06-01T20:00:00Z'));
    expect((await schedule('')).body.schedule).toMatchObject({ timezone: 'UTC', today: '2032-06-01' });
    await env.ctx.signIn(user.id);
    expect((await schedule('')).body.schedule).toMatchObject({ timezone: 'Asia/Tokyo', today: '2032-06-02' });
  });

  it('shows only what is on the user’s watchlist with followed=1', async () => {
    const followedShow = await series('Followed Show', ['2033-05-02', '2033-05-09']);
    await series('Other Show', ['2033-05-02', '2033-05-09']);
    const otherShow2 = await series('One Episode Show', ['2033-05-03', '2033-05-04']);
    const film = await createTestTitle(env.ctx.db, { name: 'Followed Film', release_date: '2033-05-05' });
    await createTestTitle(env.ctx.db, { name: 'Other Film', release_date: '2033-05-05' });
    const single = await env.ctx.db
      .selectFrom('episodes')
      .select('id')
      .where('title_id', '=', otherShow2.id)
      .where('episode_number', '=', 2)
      .executeTakeFirstOrThrow();

    expect((await schedule('from=2033-05-01&followed=1')).status).toBe(401);

    await env.ctx.signIn(env.userId);
    for (const item of [
      { type: 'title', item_id: followedShow.id },
      { type: 'title', item_id: film.id },
      { type: 'episode', item_id: single.id },
    ]) {
      expect((await env.ctx.request('/api/v1/users/me/watchlist', { method: 'POST', json: item })).status).toBe(200);
    }
    const all = (await schedule('from=2033-05-01&days=14')).body.schedule;
    expect(Object.values(namesByDay(all)).flat()).toHaveLength(8);
    const followed = (await schedule('from=2033-05-01&days=14&followed=1')).body.schedule;
    expect(followed.followed).toBe(true);
    expect(namesByDay(followed)).toEqual({
      '2033-05-02': ['Followed Show E1'],
      '2033-05-04': ['One Episode Show E2'],
      '2033-05-05': ['Followed Film'],
      '2033-05-09': ['Followed Show E2'],
    });

    // another user's watchlist is theirs alone
    await env.ctx.signIn(env.adminId);
    expect(namesByDay((await schedule('from=2033-05-01&days=14&followed=true')).body.schedule)).toEqual({});
  });

  it.each([
    ['timezone=Mars/Olympus_Mons', 'timezone'],
    ['timezone=%2B05:00', 'timezone'],
    ['from=2031-02-30', 'from'],
    ['from=next-week', 'from'],
    ['days=0', 'days'],
    ['days=400', 'days'],
    ['followed=maybe', 'followed'],
  ])('refuses %s with 422 and the field’s error', async (query, field) => {
    const { status, body } = await schedule(query);
    expect(status).toBe(422);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors!)).toEqual([field]);
    expect(body.errors![field]![0]).toEqual(expect.any(String));
  });

  it('needs titles.view', async () => {
    const user = await createTestUser(env.ctx.db, { roleIds: [] });
    await env.ctx.signIn(user.id);
    expect((await schedule('from=2031-01-01')).status).toBe(403);
  });
});

describe('the schedule page’s tags', () => {
  const dist = useWebDist();
  const t = useTestContext(() => ({ webDist: dist.path }));

  it('has its own title, description and canonical URL', async () => {
    const res = await t.request('/schedule?from=2031-01-01&followed=1', { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<title>Schedule - [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="New episodes and films on [^"]+, day by day/);
    expect(html).toContain(`<link rel="canonical" href="${t.config.APP_URL}/schedule">`);
  });
});
