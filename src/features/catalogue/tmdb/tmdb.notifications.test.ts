import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actingOn } from '../../../testing/acting';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { inboxOf, mailSubjectsTo, settingsGroupOf } from '../../../testing/notifications';
import { type TmdbMockLog, tmdbHandlers } from '../../../testing/tmdb-msw';

// admin.import_finished / admin.import_failed: the end of a TMDB import job, told to the admin
// who started it (or, when the job does not say who, to everyone who may import).

const server = setupServer(...tmdbHandlers({ api: [], images: [] } satisfies TmdbMockLog));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let t: TestContext;
let people: Record<'admin' | 'otherAdmin' | 'importer' | 'viewer', Awaited<ReturnType<typeof createTestUser>>>;
beforeEach(async () => {
  t = await createTestContext();
  await t.services.settings.save({ 'tmdb.api_key': 'test-key' });
  const importer = await createTestUser(t.db);
  await grantPermission(t.db, importer.id, 'admin.access');
  await grantPermission(t.db, importer.id, 'titles.create');
  people = {
    admin: await createTestUser(t.db, { admin: true }),
    otherAdmin: await createTestUser(t.db, { admin: true }),
    importer,
    viewer: await createTestUser(t.db),
  };
});
afterEach(() => t.close());

const imports = async (user: { id: number }) => (await inboxOf(t, user)).filter((n) => n.type.startsWith('admin.import_'));

/** Starts an import as `user` the way the admin's dialog does. */
async function startImport(user: { id: number }, body: Record<string, unknown>) {
  const { as, call } = actingOn(() => t);
  await as(user);
  const res = await call('POST', 'tmdb/import', body);
  expect(res.status).toBe(202);
  return res.body.job.id as number;
}

describe('TMDB import notifications', () => {
  it('tell only the admin who imported a title, once, with a link to edit it', async () => {
    const jobId = await startImport(people.admin, { type: 'series', tmdb_id: 204118 });
    expect(await imports(people.admin)).toEqual([]);
    await t.services.jobs.runUntilIdle();

    const title = await t.db.selectFrom('titles').select('id').where('tmdb_id', '=', 204118).executeTakeFirstOrThrow();
    expect(await imports(people.admin)).toEqual([
      {
        type: 'admin.import_finished',
        lines: ['The TMDB import of Harbor Lights finished.', '1 created, 0 updated, 0 skipped'],
        link: `/admin/titles/${title.id}/edit`,
      },
    ]);
    for (const other of [people.otherAdmin, people.importer, people.viewer]) expect(await imports(other)).toEqual([]);
    // a success is not worth an e-mail by default
    expect(await mailSubjectsTo(t, people.admin.email)).toEqual([]);

    // the same job run again (its worker died before recording the end) imports again, quietly
    await t.db.updateTable('jobs').set({ status: 'pending', attempts: 1 }).where('id', '=', jobId).execute();
    await t.services.jobs.runUntilIdle();
    expect(await t.services.jobs.find(jobId)).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await imports(people.admin)).toHaveLength(1);
  });

  it('give the counts of a list import to the importer who started it', async () => {
    await startImport(people.importer, { list: 'movie/popular', pages: 1 });
    await t.services.jobs.runUntilIdle();
    expect(await imports(people.importer)).toEqual([
      {
        type: 'admin.import_finished',
        lines: ['The TMDB import of 1 page of movie/popular finished.', '2 created, 0 updated, 0 skipped'],
        link: '/admin/titles',
      },
    ]);
    expect(await imports(people.admin)).toEqual([]);
  });

  it('tell the importer of a failure only after the last attempt, by e-mail too', async () => {
    const jobId = await startImport(people.admin, { type: 'movie', tmdb_id: 1 }); // TMDB answers 404
    await t.services.jobs.runUntilIdle();
    expect(await t.services.jobs.find(jobId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await imports(people.admin)).toEqual([]);

    // the retry, now rather than after its back-off: the last of the job's 2 attempts
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', jobId)
      .execute();
    await t.services.jobs.runUntilIdle();
    expect(await t.services.jobs.find(jobId)).toMatchObject({ status: 'failed', attempts: 2 });
    const [got, ...more] = await imports(people.admin);
    expect(more).toEqual([]);
    expect(got).toMatchObject({ type: 'admin.import_failed', link: '/admin/titles' });
    expect(got!.lines[0]).toBe('The TMDB import of movie 1 failed.');
    expect(got!.lines[1]).toMatch(/could not be found/);
    expect(await mailSubjectsTo(t, people.admin.email)).toEqual(['The TMDB import of movie 1 failed.']);
    for (const other of [people.otherAdmin, people.importer, people.viewer]) expect(await imports(other)).toEqual([]);
  });

  it('go to everyone who may import when the job does not say who started it', async () => {
    await t.services.jobs.dispatch('tmdb:import', { type: 'person', tmdb_id: 1234567 }, { queue: 'imports', maxAttempts: 2 });
    await t.services.jobs.runUntilIdle();
    const person = await t.db.selectFrom('people').select('id').where('tmdb_id', '=', 1234567).executeTakeFirstOrThrow();
    const [got] = await imports(people.importer);
    expect(got).toEqual({
      type: 'admin.import_finished',
      lines: ['The TMDB import of Maren Ashcroft finished.', '1 created, 0 updated, 0 skipped'],
      link: `/admin/people/${person.id}/edit`,
    });
    expect(await imports(people.admin)).toEqual([got]);
    expect(await imports(people.otherAdmin)).toEqual([got]);
    expect(await imports(people.viewer)).toEqual([]);
    expect(await settingsGroupOf(t, people.importer, 'Administration')).toEqual(
      expect.arrayContaining(['admin.import_finished', 'admin.import_failed']),
    );
    expect(await settingsGroupOf(t, people.viewer, 'Administration')).toEqual([]);
  });
});
