import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';

const t = useTestContext({}, { each: true });
let titleId: number;
const ids: Record<string, number> = {};

async function create(name: string, json: Record<string, unknown>) {
  const res = await t.request('/api/v1/videos', {
    method: 'POST',
    json: { name, type: 'direct', src: `https://cdn.example.com/${name}.mp4`, title_id: titleId, ...json },
  });
  ids[name] = (await res.json()).video.id;
}

beforeEach(async () => {
  ({ titleId } = await createTitleWithEpisodes(t.db, { episodes: 3 }));
  await t.signIn((await createTestUser(t.db, { admin: true })).id);
  await create('e1', { season_number: 1, episode_number: 1, quality: '1080p' });
  await create('e1-720', { season_number: 1, episode_number: 1, quality: '720p' });
  await create('e2', { season_number: 1, episode_number: 2 });
  await create('trailer', { category: 'trailer' });
  t.signOut();
});

async function revokeGuest(permission: string) {
  const perm = await t.db.selectFrom('permissions').select('id').where('name', '=', permission).executeTakeFirstOrThrow();
  await t.db.deleteFrom('role_permissions').where('permission_id', '=', perm.id).execute();
  t.services.cache.clear();
}

describe('GET watch/{videoId}', () => {
  it('returns the video, title, episode, alternatives, related videos and the next episode', async () => {
    const res = await t.request(`/api/v1/watch/${ids.e1}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.video).toMatchObject({ id: ids.e1, sources: [{ type: 'mp4', src: 'https://cdn.example.com/e1.mp4' }] });
    expect(body.title).toMatchObject({ id: titleId, name: 'Test Show' });
    expect(body.episode).toMatchObject({ season_number: 1, episode_number: 1 });
    expect(body.alternative_videos.map((v: { id: number }) => v.id)).toEqual([ids['e1-720']]);
    expect(body.related_videos.map((v: { id: number }) => v.id).sort()).toEqual([ids.e2, ids.trailer].sort());
    expect(body.next_episode).toMatchObject({ episode_number: 2, video_id: ids.e2 });
    expect(body.resume_at).toBeNull();

    const last = await (await t.request(`/api/v1/watch/${ids.e2}`)).json();
    expect(last.next_episode).toMatchObject({ episode_number: 3, video_id: null });
  });

  it('gates full videos on videos.play: 401 for guests, 403 for signed-in users; trailers need titles.view only', async () => {
    await revokeGuest('videos.play');
    expect((await t.request(`/api/v1/watch/${ids.e1}`)).status).toBe(401);
    expect((await t.request(`/api/v1/watch/${ids.trailer}`)).status).toBe(200);

    const user = await createTestUser(t.db, { roleIds: [] });
    await t.signIn(user.id);
    expect((await t.request(`/api/v1/watch/${ids.e1}`)).status).toBe(403);

    t.signOut();
    await revokeGuest('titles.view');
    expect((await t.request(`/api/v1/watch/${ids.trailer}`)).status).toBe(401);
  });

  it('hides unapproved videos and unknown ids', async () => {
    await t.db.updateTable('videos').set({ approved: 0 }).where('id', '=', ids.e2!).execute();
    expect((await t.request(`/api/v1/watch/${ids.e2}`)).status).toBe(404);
    expect((await t.request('/api/v1/watch/999999')).status).toBe(404);
    expect((await t.request('/api/v1/watch/abc')).status).toBe(422);
  });
});
