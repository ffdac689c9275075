import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { VIDEO_PROCESS_JOB } from '../media/media.process';
import { createTitleWithEpisodes } from '../../../testing/videos';

// POST/PUT videos with type 'upload' and a file_entry_id: the entry's storage key becomes the
// source and processing is queued.

const t = useTestContext({}, { each: true });
let titleId: number;
beforeEach(async () => {
  ({ titleId } = await createTitleWithEpisodes(t.db, { episodes: 1 }));
});

async function fileEntry(userId: number, key: string) {
  return t.db
    .insertInto('file_entries')
    .values({ name: 'movie.mp4', disk_key: key, extension: 'mp4', mime: 'video/mp4', file_size: 1000, user_id: userId })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

const jobsFor = (videoId: number) =>
  t.db.selectFrom('jobs').select(['name', 'status']).where('subject_type', '=', 'video').where('subject_id', '=', videoId).execute();

describe('videos from uploaded file entries', () => {
  it('takes the source key from the file entry and queues processing', async () => {
    const admin = await createTestUser(t.db, { admin: true });
    await t.signIn(admin.id);
    const entry = await fileEntry(admin.id, 'media/uploads/1/a.mp4');
    const res = await t.request('/api/v1/videos', {
      method: 'POST',
      json: { name: 'Pilot', type: 'upload', file_entry_id: entry.id, title_id: titleId, season_number: 1, episode_number: 1 },
    });
    expect(res.status).toBe(201);
    const { video } = await res.json();
    expect(video).toMatchObject({ file_entry_id: entry.id, status: 'pending', progress: 0, episode_id: expect.any(Number) });
    const row = await t.db.selectFrom('videos').select(['source_key']).where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(row.source_key).toBe('media/uploads/1/a.mp4');
    expect(await jobsFor(video.id)).toEqual([{ name: VIDEO_PROCESS_JOB, status: 'pending' }]);

    // attaching another upload replaces the source and queues it again
    const second = await fileEntry(admin.id, 'media/uploads/1/b.mp4');
    const put = await t.request(`/api/v1/videos/${video.id}`, { method: 'PUT', json: { file_entry_id: second.id } });
    expect(put.status).toBe(200);
    const updated = await t.db.selectFrom('videos').select(['source_key', 'status']).where('id', '=', video.id).executeTakeFirstOrThrow();
    expect(updated).toEqual({ source_key: 'media/uploads/1/b.mp4', status: 'pending' });
    expect(await jobsFor(video.id)).toHaveLength(2);
  });

  it("refuses someone else's upload and a missing one with 422 on file_entry_id", async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await grantPermission(t.db, other.id, 'videos.create');
    const entry = await fileEntry(owner.id, 'media/uploads/9/x.mp4');
    await t.signIn(other.id);
    for (const id of [entry.id, 999_999]) {
      const res = await t.request('/api/v1/videos', {
        method: 'POST',
        json: { name: 'Mine', type: 'upload', file_entry_id: id, title_id: titleId },
      });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.file_entry_id).toEqual(['The selected file does not exist.']);
    }
  });
});
