import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingOn } from '../../../testing/acting';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { freePort } from '../../../testing/free-port';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { inboxOf, mailSubjectsTo } from '../../../testing/notifications';
import { createTitleWithEpisodes } from '../../../testing/videos';

// admin.video_failed: a video whose processing failed for good tells who manages videos, once;
// an attempt the job queue will retry tells nobody.

async function people(t: TestContext) {
  const admin = await createTestUser(t.db, { admin: true });
  const manager = await createTestUser(t.db);
  await grantPermission(t.db, manager.id, 'admin.access');
  await grantPermission(t.db, manager.id, 'videos.update');
  return { admin, manager, viewer: await createTestUser(t.db) };
}

async function uploadVideo(t: TestContext, as: { id: number }, sourceKey: string, episode?: { season: number; episode: number }) {
  const { titleId } = await createTitleWithEpisodes(t.db, { type: episode ? 'series' : 'movie', episodes: episode ? 2 : 0, name: 'Dune' });
  const { as: signIn, call } = actingOn(() => t);
  await signIn(as);
  const res = await call('POST', 'videos', {
    name: 'Feature',
    type: 'upload',
    source_key: sourceKey,
    title_id: titleId,
    ...(episode && { season_number: episode.season, episode_number: episode.episode }),
  });
  expect(res.status).toBe(201);
  return res.body.video.id as number;
}

const failures = async (t: TestContext, user: { id: number }) => (await inboxOf(t, user)).filter((n) => n.type === 'admin.video_failed');

async function videoStatus(t: TestContext, as: { id: number }, id: number) {
  const { as: signIn, call } = actingOn(() => t);
  await signIn(as);
  const { status, status_message } = (await call('GET', `videos/${id}`)).body.video;
  return { status, status_message };
}

describe('a source ffmpeg cannot read (a final failure)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('fails the video and tells admins and video managers at once, once, with the error and the edit link', async () => {
    const { admin, manager, viewer } = await people(t);
    await t.services.storage.put('uploads/broken.mp4', Buffer.alloc(20_000, 3));
    const id = await uploadVideo(t, admin, 'uploads/broken.mp4', { season: 1, episode: 2 });
    await t.services.jobs.runUntilIdle();

    expect((await videoStatus(t, admin, id)).status).toBe('failed');
    const [got, ...more] = await failures(t, admin);
    expect(more).toEqual([]);
    expect(got!.lines[0]).toBe('Processing of the video "Feature" of Dune · S1 E2 failed.');
    expect(got!.lines[1]).toMatch(/^ffprobe exited with code \d+/);
    expect(got!.lines).toHaveLength(2);
    expect(got!.link).toBe(`/admin/videos/${id}/edit`);
    expect(await failures(t, manager)).toEqual([got]);
    expect(await failures(t, viewer)).toEqual([]);
    // e-mail is on by default for failures
    expect(await mailSubjectsTo(t, manager.email)).toEqual([got!.lines[0]]);
  });
});

describe('storage that stays down (an error the job retries)', () => {
  let t: TestContext;
  beforeAll(async () => {
    // an S3 endpoint nobody listens on: every read of the source fails, as during an outage
    t = await createTestContext({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        S3_BUCKET: 'media',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(() => t.close());

  /** Runs the processing job's next attempt now instead of after its back-off. */
  async function nextAttempt() {
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await t.services.jobs.runUntilIdle();
    return t.services.jobs.latestFor('video', videoId, 'video:process');
  }
  let videoId: number;

  it('tells nobody while attempts remain, then fails the video and notifies once after the last', async () => {
    const { admin, manager, viewer } = await people(t);
    videoId = await uploadVideo(t, admin, 'media/uploads/1/src.mp4');

    await t.services.jobs.runUntilIdle();
    expect(await t.services.jobs.latestFor('video', videoId, 'video:process')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await nextAttempt()).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await failures(t, admin)).toEqual([]);
    expect(await failures(t, manager)).toEqual([]);
    expect((await videoStatus(t, admin, videoId)).status).toBe('processing');

    const last = await nextAttempt();
    expect(last).toMatchObject({ status: 'failed', attempts: 3 });
    const status = await videoStatus(t, admin, videoId);
    expect(status.status).toBe('failed'); // not 'processing' forever
    expect(status.status_message).toBe(last!.error);

    const [got, ...more] = await failures(t, admin);
    expect(more).toEqual([]);
    expect(got!.lines).toEqual(['Processing of the video "Feature" of Dune failed.', last!.error!.split('\n')[0]]);
    expect(got!.link).toBe(`/admin/videos/${videoId}/edit`);
    expect(await failures(t, manager)).toEqual([got]);
    expect(await failures(t, viewer)).toEqual([]);

    // the failed job run again by hand (a retry button, a recovered worker) does not notify twice
    await t.db.updateTable('jobs').set({ status: 'pending', attempts: 2 }).where('id', '=', last!.id).execute();
    expect(await nextAttempt()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await failures(t, manager)).toHaveLength(1);
  });
});
