import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';
import { importForm } from '../../../testing/data-import';
import { DATA_IMPORT_JOB } from './data-import.jobs';
import { recoverImports, RESUMED_MESSAGE, STOPPED_MESSAGE } from './data-import.resume';

// A worker that stops mid-import (crash, killed container): the queue fails its job, and the
// import is resumed from its last saved totals once, or marked failed with a message.

const k = useCommunityContext();

const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-03-02,Stalker,1979,https://letterboxd.com/ana/film/stalker/,4.5,,,2024-03-01',
  '2024-03-06,Heat,1995,https://letterboxd.com/ana/film/heat/,,,,2024-03-05',
  '2024-03-08,No Such Film,1950,https://letterboxd.com/ana/film/no-such-film/,3,,,2024-03-07',
].join('\n');

async function seed() {
  await k.title({ name: 'Stalker', year: 1979 });
  await k.title({ name: 'Heat', year: 1995 });
  const [ana] = await k.people('Ana');
  await k.as(ana!);
  return ana!;
}

async function upload() {
  const res = await k.t.request('/api/v1/users/me/imports', {
    method: 'POST',
    body: importForm(DIARY, 'diary.csv', { source: 'letterboxd' }),
  });
  expect(res.status).toBe(202);
  return (await res.json()).import.id as number;
}

const importOf = async (id: number) => (await k.call('GET', `users/me/imports/${id}`)).body.import;
const diaryOf = (userId: number) =>
  k.t.db.selectFrom('watch_history').select(['title_id', 'watched_at']).where('user_id', '=', userId).execute();
const reportLines = async (id: number) =>
  (await (await k.t.request(`/api/v1/users/me/imports/${id}/report.csv`)).text()).trim().split('\n');

/** What the queue leaves when the process running the import dies: its job failed (one attempt), the import "running". */
async function workerDied(id: number, totals: Record<string, number> = {}) {
  await k.t.db
    .updateTable('jobs')
    .set({ status: 'failed', error: 'abandoned' })
    .where('subject_type', '=', 'data_import')
    .where('subject_id', '=', id)
    .execute();
  await k.t.db
    .updateTable('data_imports')
    .set({ status: 'running', finished_at: null, ...totals })
    .where('id', '=', id)
    .execute();
}

const recover = () => recoverImports({ db: k.t.db, services: k.t.services });

describe('imports a stopped worker left running', () => {
  it('resumes one that never got going and finishes it as a normal run would', async () => {
    const ana = await seed();
    const id = await upload();
    await workerDied(id);
    expect((await importOf(id)).status).toBe('running');

    expect(await recover()).toEqual({ resumed: 1, failed: 0 });
    await k.t.services.jobs.runUntilIdle();
    expect(await importOf(id)).toMatchObject({
      status: 'done',
      message: RESUMED_MESSAGE,
      totals: { imported: 2, updated: 0, skipped: 0, unmatched: 1 },
    });
    expect(await diaryOf(ana.id)).toHaveLength(2);
    expect(await reportLines(id)).toHaveLength(2);
  });

  it('passes over the rows of its saved totals and adds nothing twice that the stopped run wrote after them', async () => {
    const ana = await seed();
    const id = await upload();
    const [key] = (await k.t.db.selectFrom('data_imports').select('file_key').where('id', '=', id).execute()).map((r) => r.file_key!);
    const bytes = await k.t.services.storage.read(key!);
    await k.t.services.jobs.runUntilIdle();
    const before = await diaryOf(ana.id);
    expect(before).toHaveLength(2);
    // the run wrote every row, then died having saved totals for the first row only (the upload still stored)
    await k.t.services.storage.put(key!, bytes);
    await k.t.db.updateTable('data_imports').set({ file_key: key }).where('id', '=', id).execute();
    await workerDied(id, { imported: 1, updated: 0, skipped: 0, unmatched: 0 });

    await recover();
    await k.t.services.jobs.runUntilIdle();
    const done = await importOf(id);
    // the rows after the saved totals are found already there by their source keys
    expect(done).toMatchObject({ status: 'done', totals: { imported: 1, updated: 0, skipped: 1, unmatched: 1 } });
    expect(await diaryOf(ana.id)).toEqual(before);
    expect(await reportLines(id)).toHaveLength(2);
    expect(await k.t.services.storage.stat(key!)).toBeNull();
  });

  it('leaves an import whose job is alive, and fails one that stopped again with a message saying what to do', async () => {
    await seed();
    const waiting = await upload();
    expect(await recover()).toEqual({ resumed: 0, failed: 0 });

    await workerDied(waiting);
    await recover();
    // the resumed run dies too
    await workerDied(waiting);
    expect(await recover()).toEqual({ resumed: 0, failed: 1 });
    expect(await importOf(waiting)).toMatchObject({ status: 'failed', message: STOPPED_MESSAGE });
    const jobs = await k.t.db.selectFrom('jobs').select('status').where('name', '=', DATA_IMPORT_JOB).execute();
    expect(jobs.map((j) => j.status)).toEqual(['failed', 'failed']);
    expect(await recover()).toEqual({ resumed: 0, failed: 0 });
  });

  it('gives an import with no job yet time to be dispatched, then resumes it', async () => {
    await seed();
    const id = await upload();
    // as if the process stopped between the import's insert and its job's dispatch
    await k.t.db.deleteFrom('jobs').where('subject_type', '=', 'data_import').where('subject_id', '=', id).execute();
    expect(await recover()).toEqual({ resumed: 0, failed: 0 });
    const earlier = new Date(Date.now() - 11 * 60_000).toISOString();
    await k.t.db.updateTable('data_imports').set({ created_at: earlier }).where('id', '=', id).execute();
    expect(await recover()).toEqual({ resumed: 1, failed: 0 });
    await k.t.services.jobs.runUntilIdle();
    expect(await importOf(id)).toMatchObject({ status: 'done', totals: { imported: 2, unmatched: 1 } });
  });
});
