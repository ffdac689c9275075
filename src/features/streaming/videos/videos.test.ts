import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { postDirectVideo } from '../../../testing/streaming-videos';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { normalizeEmbed } from './videos.src';

const t = useTestContext({}, { each: true });
let titleId: number;
beforeEach(async () => {
  ({ titleId } = await createTitleWithEpisodes(t.db, { episodes: 2 }));
});

const asAdmin = async () => t.signIn((await createTestUser(t.db, { admin: true })).id);

describe('src validation', () => {
  it('normalizes YouTube and Vimeo links to embed URLs', () => {
    expect(normalizeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(normalizeEmbed('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(normalizeEmbed('<iframe src="https://player.vimeo.com/video/76979871?h=1" allowfullscreen></iframe>')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(normalizeEmbed('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(normalizeEmbed('https://www.youtube.com/watch?v=bad')).toBeNull();
    expect(normalizeEmbed('http://example.com/player')).toBeNull();
    expect(normalizeEmbed('javascript:alert(1)')).toBeNull();
  });
});

describe('POST videos', () => {
  it('creates videos of each type and rejects bad sources per type with 422', async () => {
    await asAdmin();
    const ok = [
      { type: 'embed', src: 'https://youtu.be/dQw4w9WgXcQ', expect: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
      { type: 'direct', src: 'https://cdn.example.com/a.mp4', expect: 'https://cdn.example.com/a.mp4' },
      { type: 'stream', src: 'https://cdn.example.com/live/master.m3u8', expect: 'https://cdn.example.com/live/master.m3u8' },
    ];
    for (const v of ok) {
      const res = await t.request('/api/v1/videos', { method: 'POST', json: { name: 'V', type: v.type, src: v.src, title_id: titleId } });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.video).toMatchObject({ src: v.expect, approved: true, status: 'ready' });
      expect(body.video.sources[0].src).toBe(v.expect);
    }
    const bad = [
      { type: 'direct', src: 'https://cdn.example.com/a.m3u8' },
      { type: 'stream', src: 'https://cdn.example.com/a.mp4' },
      { type: 'direct', src: 'ftp://cdn.example.com/a.mp4' },
      { type: 'embed', src: 'not a url' },
      { type: 'upload' },
    ];
    for (const v of bad) {
      const res = await t.request('/api/v1/videos', { method: 'POST', json: { name: 'V', ...v, title_id: titleId } });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.errors)[0]).toMatch(/src|file_entry_id/);
    }
    const missingEpisode = await t.request('/api/v1/videos', {
      method: 'POST',
      json: { name: 'V', type: 'direct', src: 'https://x.example/a.mp4', title_id: titleId, season_number: 1, episode_number: 9 },
    });
    expect(missingEpisode.status).toBe(422);
    expect((await missingEpisode.json()).errors.episode_number).toBeDefined();
  });

  it('keeps user-submitted videos pending until approved, and hides them from others', async () => {
    const submitter = await createTestUser(t.db);
    await grantPermission(t.db, submitter.id, 'videos.create');
    await t.signIn(submitter.id);
    const res = await t.request('/api/v1/videos', {
      method: 'POST',
      json: { name: 'Fan cut', type: 'direct', src: 'https://x.example/a.mp4', title_id: titleId },
    });
    expect(res.status).toBe(201);
    const id = (await res.json()).video.id;
    expect((await (await t.request(`/api/v1/videos/${id}`)).json()).video.approved).toBe(false);
    // the submitter cannot approve
    expect((await t.request(`/api/v1/videos/${id}/approve`, { method: 'POST' })).status).toBe(403);

    t.signOut();
    expect((await t.request(`/api/v1/videos/${id}`)).status).toBe(404);
    const list = await (await t.request(`/api/v1/videos?title_id=${titleId}`)).json();
    expect(list.pagination.data).toHaveLength(0);

    await asAdmin();
    const approved = await t.request(`/api/v1/videos/${id}/approve`, { method: 'POST' });
    expect((await approved.json()).video.approved).toBe(true);
    t.signOut();
    const after = await (await t.request(`/api/v1/videos?title_id=${titleId}`)).json();
    expect(after.pagination.data.map((v: { id: number }) => v.id)).toEqual([id]);

    await asAdmin();
    expect((await (await t.request(`/api/v1/videos/${id}/disapprove`, { method: 'POST' })).json()).video.approved).toBe(false);
  });

  it('requires videos.create (401 guest, 403 user)', async () => {
    const body = { name: 'V', type: 'direct', src: 'https://x.example/a.mp4', title_id: titleId };
    expect((await t.request('/api/v1/videos', { method: 'POST', json: body })).status).toBe(401);
    await t.signIn((await createTestUser(t.db)).id);
    expect((await t.request('/api/v1/videos', { method: 'POST', json: body })).status).toBe(403);
  });
});

describe('PUT and DELETE videos', () => {
  it('updates fields, filters lists and deletes a comma list', async () => {
    await asAdmin();
    const ids: number[] = [];
    for (const [i, category] of (['full', 'trailer', 'clip'] as const).entries()) {
      const res = await t.request('/api/v1/videos', {
        method: 'POST',
        json: {
          name: `V${i}`,
          type: 'direct',
          src: `https://x.example/${i}.mp4`,
          title_id: titleId,
          category,
          order: 3 - i,
          season_number: 1,
          episode_number: 1,
        },
      });
      ids.push((await res.json()).video.id);
    }
    const put = await t.request(`/api/v1/videos/${ids[0]}`, {
      method: 'PUT',
      json: { name: 'Renamed', quality: '1080p', src: 'https://youtu.be/dQw4w9WgXcQ', type: 'embed' },
    });
    expect(put.status).toBe(200);
    expect((await put.json()).video).toMatchObject({
      name: 'Renamed',
      quality: '1080p',
      type: 'embed',
      src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      episode_id: expect.any(Number),
    });
    expect(
      (await t.request(`/api/v1/videos/${ids[0]}`, { method: 'PUT', json: { src: 'https://x.example/a.avi', type: 'direct' } })).status,
    ).toBe(422);

    const trailers = await (await t.request(`/api/v1/videos?title_id=${titleId}&category=trailer`)).json();
    expect(trailers.pagination.data.map((v: { id: number }) => v.id)).toEqual([ids[1]]);
    const ordered = await (await t.request(`/api/v1/videos?title_id=${titleId}&orderBy=order&orderDir=asc&perPage=2`)).json();
    expect(ordered.pagination).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(ordered.pagination.data[0].id).toBe(ids[2]);
    expect((await t.request('/api/v1/videos?orderBy=popularity')).status).toBe(422);
    const named = await (await t.request(`/api/v1/videos?query=renam`)).json();
    expect(named.pagination.data.map((v: { id: number }) => v.id)).toEqual([ids[0]]);
    expect((await (await t.request(`/api/v1/videos?query=%25`)).json()).pagination.total).toBe(0);

    const titlePage = await (await t.request(`/api/v1/titles/${titleId}`)).json();
    expect(titlePage.title.videos.map((v: { id: number }) => v.id).sort()).toEqual([...ids].sort());

    const del = await t.request(`/api/v1/videos/${ids[0]},${ids[1]}`, { method: 'DELETE' });
    expect(await del.json()).toEqual({ deleted: 2 });
    expect((await t.request(`/api/v1/videos/${ids[0]}`)).status).toBe(404);
  });

  it('refuses updates and deletes without permission', async () => {
    await asAdmin();
    const id = await postDirectVideo(t, titleId);
    await t.signIn((await createTestUser(t.db)).id);
    expect((await t.request(`/api/v1/videos/${id}`, { method: 'PUT', json: { name: 'x' } })).status).toBe(403);
    expect((await t.request(`/api/v1/videos/${id}`, { method: 'DELETE' })).status).toBe(403);
  });
});
