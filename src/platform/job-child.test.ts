import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/database';
import { DEMO_ARTWORK_JOB } from '../features/catalogue/demo/demo.artwork.job';
import { seedDemo, seedDemoIfEmpty } from '../features/catalogue/demo/demo.seed';
import { countRows } from '../testing/catalogue-rows';
import { useTestContext } from '../testing/harness';
import { runJobsInChildProcesses } from './job-child';
import { createLogger } from './logger';

// The server runs the demo seed and the demo's drawing jobs in child processes (src/main.ts turns
// it on); here the child is src/main.ts under tsx, on the same database (SQLite file or the
// PostgreSQL test database) and storage as the test's app.

const t = useTestContext({}, { each: true });

afterEach(() => runJobsInChildProcesses(false));

describe('work in a child process', () => {
  it('seeds the demo catalogue in a child: the same rows and pictures to draw as in this process', async () => {
    runJobsInChildProcesses(true);
    expect(await seedDemoIfEmpty(t.db, { ...t.config, SEED_DEMO: true }, createLogger(t.config))).toBe(true);
    expect(await countRows(t.db, 'titles')).toBe(155);
    expect(await countRows(t.db, 'people')).toBe(400);
    expect(await countRows(t.db, 'news_articles')).toBe(12);
    const poster = (await t.db.selectFrom('titles').select('poster').executeTakeFirstOrThrow()).poster;
    expect(poster).toMatch(/^\/storage\/images\/demo\/poster-\d+-342\.webp$/);
    expect(await t.db.selectFrom('jobs').select('name').where('name', '=', DEMO_ARTWORK_JOB).execute()).toHaveLength(1);
  }, 180_000);

  it('runs the demo artwork job in a child: every picture drawn, progress and outcome on the job', async () => {
    await seedDemo(t.db, { storage: t.services.storage, counts: { titles: 3, people: 20, news: 1 } });
    const person = await t.db.selectFrom('people').select('poster').executeTakeFirstOrThrow();
    const key = person.poster!.slice('/storage/'.length);
    expect(await t.services.storage.stat(key)).toBeNull();
    const [job] = await t.db.selectFrom('jobs').select('id').where('name', '=', DEMO_ARTWORK_JOB).execute();
    await t.db.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', job!.id).execute();

    runJobsInChildProcesses(true);
    await t.services.jobs.runUntilIdle();
    const done = await t.services.jobs.find(job!.id);
    expect(done).toMatchObject({ status: 'completed', progress: 1 });
    expect(JSON.parse(done!.result!)).toMatchObject({ drawn: expect.any(Number) });
    expect(JSON.parse(done!.result!).drawn).toBeGreaterThan(0);
    expect(await sharp(await t.services.storage.read(key)).metadata()).toMatchObject({ format: 'webp', width: 342, height: 513 });
  }, 180_000);

  it('fails the job with the error thrown in the child, as it would in this process', async () => {
    await seedDemo(t.db, { storage: t.services.storage, counts: { titles: 2, people: 20, news: 1 } });
    // a payload the handler cannot use: `files` must be a list
    const job = await t.services.jobs.dispatch(DEMO_ARTWORK_JOB, { files: 'poster-1' }, { maxAttempts: 1 });
    runJobsInChildProcesses(true);
    await t.services.jobs.runUntilIdle();
    const failed = await t.services.jobs.find(job.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.error).toMatch(/files\.map is not a function/);
  }, 180_000);
});
