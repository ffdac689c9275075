import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCommunityContext } from '../../../testing/community';
import { grantPermission } from '../../../testing/factories';
import { makeClip } from '../../../testing/videos';
import { createTestEpisode, createTestPerson, createTestSeason, createTestTitle } from '../common/factories';
import { down, up } from '../../../../migrations/0820_content_follows';

const kit = useCommunityContext();
const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

afterEach(() => {
  vi.useRealTimers();
});

/** What a user's bell lists, newest first: each notification's lines and where it leads. */
async function inbox(user: { id: number }) {
  await kit.as(user);
  const res = await kit.call('GET', 'notifications');
  return (
    res.body.pagination.data as { id: number; type: string; data: { lines: { content: string }[]; mainAction?: { action: string } } }[]
  ).map((n) => ({ id: n.id, type: n.type, lines: n.data.lines.map((l) => l.content), link: n.data.mainAction?.action }));
}

const deliver = () => kit.t.services.jobs.runUntilIdle();

/** The `releases:scan` schedule and the notification jobs it queues, `days` from now. */
async function scan(days = 0) {
  if (days) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + days * DAY);
  }
  const task = kit.t.services.registry.schedules.find((s) => s.name === 'releases:scan')!;
  await task.run({ db: kit.t.db, config: kit.t.config, services: kit.t.services, log: kit.t.services.logger });
  await deliver();
  vi.useRealTimers();
}

/** A series with one season; `episode(n, airs, name)` adds an episode airing on `airs`. */
async function series(name = 'Night Shift') {
  const title = await createTestTitle(kit.t.db, { name, type: 'series', poster: 'https://img.example/night-shift.jpg' });
  const season = await createTestSeason(kit.t.db, title.id, 1);
  const episode = (n: number, airs: string | null, epName = `Chapter ${n}`) =>
    createTestEpisode(kit.t.db, season, { episode_number: n, release_date: airs, name: epName });
  return { title, episode };
}

async function addVideo(as: { id: number }, body: Record<string, unknown>) {
  await kit.as(as);
  const res = await kit.call('POST', 'videos', { name: 'Video', type: 'direct', src: 'https://cdn.example.com/v.mp4', ...body });
  expect(res.status).toBe(201);
  return res.body.video as { id: number; approved: boolean };
}

async function follow(user: { id: number }, path: string) {
  await kit.as(user);
  expect((await kit.call('POST', `${path}/follow`)).status).toBe(200);
}

describe('a followed series', () => {
  it('announces an episode once it has aired and has an approved, ready full video, once', async () => {
    const admin = await kit.admin();
    const [fan, stranger, uploader] = [await kit.user(), await kit.user(), await kit.user()];
    await grantPermission(kit.t.db, uploader.id, 'videos.create');
    const { title, episode } = await series();
    await follow(fan, `titles/${title.id}`);
    await episode(1, dateIn(1), 'Tomorrow');
    await episode(2, dateIn(-3), 'No Video Yet');
    await episode(3, dateIn(-1), 'Pilot');

    // not yet: a trailer, an unapproved submission, and a full video of an episode that has not aired
    await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 3, category: 'trailer' });
    const submitted = await addVideo(uploader, { title_id: title.id, season_number: 1, episode_number: 3 });
    expect(submitted.approved).toBe(false);
    const early = await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 1 });
    await scan();
    expect(await inbox(fan)).toEqual([]);

    // the last condition comes true: approving the submission
    await kit.as(admin);
    expect((await kit.call('POST', `videos/${submitted.id}/approve`)).status).toBe(200);
    await deliver();
    const [notice] = await inbox(fan);
    expect(await inbox(fan)).toEqual([
      {
        id: notice!.id,
        type: 'follows.episode_playable',
        lines: ['New episode of Night Shift: S1 E3 · Pilot'],
        link: `/watch/${submitted.id}`,
      },
    ]);
    for (const other of [stranger, uploader, admin]) expect(await inbox(other)).toEqual([]);

    // nothing again: another scan, a metadata edit, a second full video of the same episode
    await scan();
    await kit.as(admin);
    expect((await kit.call('PUT', `titles/${title.id}/seasons/1/episodes/3`, { name: 'Pilot (Extended)' })).status).toBe(200);
    await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 3 });
    await deliver();
    expect(await inbox(fan)).toHaveLength(1);

    // episode 1's air date arrives with no edit: the scheduled scan announces it, once
    await kit.as(fan);
    await kit.call('POST', 'notifications/mark-as-read', { ids: [notice!.id] });
    await scan(2);
    await scan(2);
    const after = await inbox(fan);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ lines: ['New episode of Night Shift: S1 E1 · Tomorrow'], link: `/watch/${early.id}` });
    expect(await inbox(stranger)).toEqual([]);
  });

  it('announces episodes that become playable together as one notification, and adds later ones to it while unread', async () => {
    const admin = await kit.admin();
    const fan = await kit.user();
    const { title, episode } = await series('Harbor');
    await follow(fan, `titles/${title.id}`);
    await episode(1, dateIn(1), 'Arrival');
    await episode(2, dateIn(1), 'Storm');
    await episode(3, dateIn(-10), 'Calm');
    const [v1, v2] = [
      await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 1 }),
      await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 2 }),
    ];
    await scan(2);
    const [batch] = await inbox(fan);
    expect(batch).toMatchObject({
      lines: ['2 new episodes of Harbor', 'S1 E1 · Arrival', 'S1 E2 · Storm'],
      link: `/watch/${v1.id}`,
    });
    expect(await inbox(fan)).toHaveLength(1);

    // a later episode joins the unread notification instead of adding another
    const v3 = await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 3 });
    await deliver();
    const merged = await inbox(fan);
    expect(merged).toEqual([
      {
        id: batch!.id,
        type: 'follows.episode_playable',
        lines: ['3 new episodes of Harbor', 'S1 E1 · Arrival', 'S1 E2 · Storm', 'S1 E3 · Calm'],
        link: `/watch/${v1.id}`,
      },
    ]);
    await kit.as(fan);
    const raw = (await kit.call('GET', 'notifications')).body.pagination.data[0].data;
    expect(raw.lines.slice(1).map((l: { action: { action: string } }) => l.action.action)).toEqual(
      [v1, v2, v3].map((v) => `/watch/${v.id}`),
    );
  });

  it('announces an uploaded episode when its processing makes it ready', async () => {
    const admin = await kit.admin();
    const fan = await kit.user();
    const { title, episode } = await series('Uploaded');
    await follow(fan, `titles/${title.id}`);
    await episode(1, dateIn(-1), 'Fresh');
    await kit.t.services.storage.put('uploads/fresh.mp4', makeClip(kit.t.dir, 'fresh.mp4', 1));
    const video = await addVideo(admin, {
      type: 'upload',
      source_key: 'uploads/fresh.mp4',
      title_id: title.id,
      season_number: 1,
      episode_number: 1,
    });
    expect(await inbox(fan)).toEqual([]); // pending: nothing to watch yet
    await deliver(); // processing, then the notification it publishes
    expect(await inbox(fan)).toEqual([
      expect.objectContaining({ lines: ['New episode of Uploaded: S1 E1 · Fresh'], link: `/watch/${video.id}` }),
    ]);
  });

  it('says nothing to the follower of another series, or after they unfollow', async () => {
    const admin = await kit.admin();
    const [fan, other] = [await kit.user(), await kit.user()];
    const a = await series('Alpha');
    const b = await series('Beta');
    await follow(fan, `titles/${a.title.id}`);
    await follow(other, `titles/${b.title.id}`);
    await kit.as(fan);
    await kit.call('DELETE', `titles/${a.title.id}/follow`);
    await a.episode(1, dateIn(-1));
    await addVideo(admin, { title_id: a.title.id, season_number: 1, episode_number: 1 });
    await deliver();
    expect(await inbox(fan)).toEqual([]);
    expect(await inbox(other)).toEqual([]);
  });
});

describe('a title on a watchlist', () => {
  it('is announced to who has it on a watchlist when its first full video makes it playable, once', async () => {
    const admin = await kit.admin();
    const [watcher, stranger] = [await kit.user(), await kit.user()];
    const movie = await createTestTitle(kit.t.db, {
      name: 'Long Night',
      type: 'movie',
      release_date: dateIn(1),
      poster: 'https://img.example/ln.jpg',
    });
    await kit.as(watcher);
    await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: movie.id });
    // a video before the release date: not yet
    const video = await addVideo(admin, { title_id: movie.id });
    await deliver();
    expect(await inbox(watcher)).toEqual([]);

    await scan(2);
    const [notice] = await inbox(watcher);
    expect(await inbox(watcher)).toEqual([
      {
        id: notice!.id,
        type: 'watchlist.playable',
        lines: ['Long Night is ready to watch', 'It is on your watchlist.'],
        link: `/watch/${video.id}`,
      },
    ]);
    await addVideo(admin, { title_id: movie.id });
    await scan(2);
    expect(await inbox(watcher)).toHaveLength(1);
    expect(await inbox(stranger)).toEqual([]);
  });

  it('reaches the members of a workspace whose shared watchlist holds a series, at its first playable episode', async () => {
    const admin = await kit.admin();
    const [owner, member] = [await kit.user(), await kit.user()];
    const { title, episode } = await series('Shared Show');
    await episode(1, dateIn(-2), 'One');
    await kit.as(owner);
    const workspace = (await kit.call('POST', 'workspaces', { name: 'Home' })).body.workspace;
    await kit.t.db.insertInto('workspace_members').values({ workspace_id: workspace.id, user_id: member.id, role: 'member' }).execute();
    expect((await kit.call('POST', `workspaces/${workspace.id}/watchlist`, { type: 'title', item_id: title.id })).status).toBe(200);
    const video = await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 1 });
    await deliver();
    for (const user of [owner, member])
      expect(await inbox(user)).toEqual([
        expect.objectContaining({
          type: 'watchlist.playable',
          lines: ['Shared Show is ready to watch', 'It is on your watchlist.'],
          link: `/watch/${video.id}`,
        }),
      ]);
  });
});

describe('a followed person', () => {
  it('is announced once when credited on a title new to the catalogue, never on an old one', async () => {
    const admin = await kit.admin();
    const [fan, stranger] = [await kit.user(), await kit.user()];
    const star = await createTestPerson(kit.t.db, { name: 'Ada Lane' });
    await follow(fan, `people/${star.id}`);
    // in the catalogue for a year: crediting her now is no news
    const old = await createTestTitle(kit.t.db, { name: 'Old Film', created_at: new Date(Date.now() - 365 * DAY).toISOString() });
    await kit.as(admin);
    expect((await kit.call('POST', `titles/${old.id}/credits`, { person_id: star.id, department: 'cast', character: 'Nun' })).status).toBe(
      201,
    );

    const created = await kit.call('POST', 'titles', { name: 'New Film', type: 'movie', release_date: '2026-03-01' });
    expect(created.status).toBe(201);
    const film = created.body.title;
    expect(
      (await kit.call('POST', `titles/${film.id}/credits`, { person_id: star.id, department: 'cast', character: 'Lead' })).status,
    ).toBe(201);
    expect(
      (await kit.call('POST', `titles/${film.id}/credits`, { person_id: star.id, department: 'directing', job: 'Director' })).status,
    ).toBe(201);
    await deliver();
    await scan();
    expect(await inbox(fan)).toEqual([
      expect.objectContaining({
        type: 'follows.person_new_title',
        lines: ['New movie with Ada Lane: New Film (2026)'],
        link: `/titles/${film.id}/new-film`,
      }),
    ]);
    expect(await inbox(stranger)).toEqual([]);
    expect(await inbox(admin)).toEqual([]);
  });
});

describe('migration 0820', () => {
  it('counts what is already playable or new as announced, so an upgrade notifies nobody', async () => {
    const admin = await kit.admin();
    const fan = await kit.user();
    const { title, episode } = await series('Before');
    await episode(1, dateIn(-5));
    const star = await createTestPerson(kit.t.db);
    const film = await createTestTitle(kit.t.db, { name: 'Recent' });
    await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 1 });
    await addVideo(admin, { title_id: film.id });
    await kit.as(admin);
    await kit.call('POST', `titles/${film.id}/credits`, { person_id: star.id, department: 'cast' });
    await deliver();

    // as if the catalogue above existed before the upgrade, with followers
    await down(kit.t.db);
    await up(kit.t.db);
    await follow(fan, `titles/${title.id}`);
    await follow(fan, `people/${star.id}`);
    await kit.as(fan);
    await kit.call('POST', 'users/me/watchlist', { type: 'title', item_id: film.id });
    await scan();
    expect(await inbox(fan)).toEqual([]);

    // what becomes playable after the upgrade is announced
    await episode(2, dateIn(-1), 'After');
    await addVideo(admin, { title_id: title.id, season_number: 1, episode_number: 2 });
    await deliver();
    expect((await inbox(fan)).map((n) => n.lines[0])).toEqual(['New episode of Before: S1 E2 · After']);
  });
});
