import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../db/database';
import { createTestContext, type TestContext } from '../testing/harness';
import { type JobHandler, JobQueue } from './jobs';
import { createServices } from './services';

let t: TestContext;
const queues: JobQueue[] = [];

beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
  await t.close();
});

function queue(handlers: Record<string, JobHandler>, opts: Partial<ConstructorParameters<typeof JobQueue>[1]> = {}) {
  const q = new JobQueue(t.db, {
    logger: t.services.logger,
    handlers: new Map(Object.entries(handlers)),
    pollMs: 20,
    backoffMs: () => 0,
    ...opts,
  });
  queues.push(q);
  return q;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('JobQueue', () => {
  it('runs a dispatched job with its payload and stores the result', async () => {
    const seen: unknown[] = [];
    const q = queue({ greet: (payload: { name: string }) => (seen.push(payload), { greeting: `hi ${payload.name}` }) });
    const job = await q.dispatch('greet', { name: 'Ada' }, { subject: { type: 'video', id: 7 } });
    expect(job.status).toBe('pending');
    await q.runUntilIdle();
    const done = await q.find(job.id);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(done).toMatchObject({
      status: 'completed',
      attempts: 1,
      progress: 1,
      result: JSON.stringify({ greeting: 'hi Ada' }),
      locked_by: null,
    });
    expect(done?.finished_at).toBeTruthy();
    expect((await q.latestFor('video', 7))?.id).toBe(job.id);
  });

  it('retries a failing job until max_attempts, then marks it failed with the error', async () => {
    let calls = 0;
    const q = queue({
      flaky: () => {
        calls += 1;
        throw new Error(`boom ${calls}`);
      },
    });
    const job = await q.dispatch('flaky', {}, { maxAttempts: 3 });
    await q.runUntilIdle();
    expect(calls).toBe(3);
    expect(await q.find(job.id)).toMatchObject({ status: 'failed', attempts: 3, error: 'boom 3' });
  });

  it('succeeds on a retry and waits for the backoff before retrying', async () => {
    let calls = 0;
    const q = queue(
      {
        second: () => {
          calls += 1;
          if (calls === 1) throw new Error('first try fails');
          return 'ok';
        },
      },
      { backoffMs: () => 60_000 },
    );
    const job = await q.dispatch('second', {});
    await q.runUntilIdle();
    const waiting = await q.find(job.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, error: 'first try fails' });
    expect(Date.parse(waiting!.run_at)).toBeGreaterThan(Date.now() + 30_000);
    await t.db.updateTable('jobs').set({ run_at: nowIso() }).where('id', '=', job.id).execute();
    await q.runUntilIdle();
    expect(await q.find(job.id)).toMatchObject({ status: 'completed', attempts: 2, result: '"ok"' });
  });

  it('does not run a job before its run_at', async () => {
    let ran = false;
    const q = queue({ later: () => void (ran = true) });
    const job = await q.dispatch('later', {}, { delayMs: 60_000 });
    await q.runUntilIdle();
    expect(ran).toBe(false);
    expect((await q.find(job.id))?.status).toBe('pending');
  });

  it('fails a job that has no handler', async () => {
    const q = queue({});
    const job = await q.dispatch('nobody-handles-this', {});
    await q.runUntilIdle();
    expect(await q.find(job.id)).toMatchObject({
      status: 'failed',
      error: 'No handler is registered for jobs named "nobody-handles-this".',
    });
  });

  it('records progress while a job runs', async () => {
    const gate = deferred();
    const q = queue({
      encode: async (_p, ctx) => {
        await ctx.progress(0.5, 'half way');
        await gate.promise;
      },
    });
    const job = await q.dispatch('encode', {});
    await q.start();
    await until(async () => (await q.find(job.id))?.progress === 0.5, 'progress');
    expect(await q.find(job.id)).toMatchObject({ status: 'running', progress_message: 'half way', locked_by: q.workerId });
    gate.resolve();
    await until(async () => (await q.find(job.id))?.status === 'completed', 'completion');
  });

  it('runs one media job at a time, in queue order, while the other slot takes the rest', async () => {
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const started: string[] = [];
    const handler: JobHandler<{ n: string }> = async ({ n }) => {
      started.push(n);
      const gate = deferred();
      gates.set(n, gate);
      await gate.promise;
    };
    const q = queue({ encode: handler, mail: handler }, { concurrency: 2 });
    await q.dispatch('encode', { n: 'first trailer' }, { queue: 'media' });
    await q.dispatch('encode', { n: 'second trailer' }, { queue: 'media' });
    await q.dispatch('mail', { n: 'mail' });
    await q.start();
    await until(async () => started.length === 2, 'two jobs running');
    // the second encode waits for the first; the mail does not wait behind it
    expect(started).toEqual(['first trailer', 'mail']);
    gates.get('mail')!.resolve();
    gates.get('first trailer')!.resolve();
    await until(async () => started.length === 3, 'the second encode');
    expect(started[2]).toBe('second trailer');
    gates.get('second trailer')!.resolve();
    await until(async () => !(await t.db.selectFrom('jobs').select('id').where('status', '!=', 'completed').execute()).length, 'all jobs');
  });

  it('never runs a job twice when two workers share the table', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler<{ n: number }> = async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    };
    const a = queue({ work: handler }, { concurrency: 3 });
    const b = queue({ work: handler }, { concurrency: 3 });
    for (let n = 0; n < 30; n++) await a.dispatch('work', { n });
    await Promise.all([a.start(), b.start()]);
    await until(async () => {
      const open = await t.db.selectFrom('jobs').select('id').where('status', '!=', 'completed').execute();
      return open.length === 0;
    }, 'all jobs');
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('puts jobs abandoned by a crashed process back in the queue at start, leaving live ones alone', async () => {
    const ran: string[] = [];
    const old = nowIso(new Date(Date.now() - 60 * 60_000));
    const insert = (name: string, locked_at: string, attempts: number, max_attempts = 3) =>
      t.db
        .insertInto('jobs')
        .values({ name, status: 'running', locked_at, locked_by: 'dead-host:1', attempts, max_attempts })
        .returning('id')
        .executeTakeFirstOrThrow();
    const abandoned = await insert('abandoned', old, 1);
    const exhausted = await insert('exhausted', old, 3, 3);
    const live = await insert('live', nowIso(), 1);
    const q = queue({ abandoned: () => void ran.push('abandoned'), live: () => void ran.push('live') });
    await q.start();
    await until(async () => (await q.find(abandoned.id))?.status === 'completed', 'recovered job');
    expect(ran).toEqual(['abandoned']);
    expect(await q.find(abandoned.id)).toMatchObject({ attempts: 2 });
    expect(await q.find(exhausted.id)).toMatchObject({ status: 'failed', error: 'The worker running this job stopped unexpectedly.' });
    expect(await q.find(live.id)).toMatchObject({ status: 'running', locked_by: 'dead-host:1' });
  });

  it('stop() waits for running handlers to finish', async () => {
    const gate = deferred();
    let started = false;
    const q = queue({
      slow: async () => {
        started = true;
        await gate.promise;
        return 'finished';
      },
    });
    const job = await q.dispatch('slow', {});
    await q.start();
    await until(async () => started, 'handler start');
    let stopped = false;
    const stopping = q.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(await q.find(job.id)).toMatchObject({ status: 'completed', result: '"finished"' });
  });

  it('returns a job to the queue without spending an attempt when its handler gives up on stop', async () => {
    const q = queue({
      cancellable: (_p, ctx) =>
        new Promise((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('stopping')))),
    });
    const job = await q.dispatch('cancellable', {});
    await q.start();
    await until(async () => (await q.find(job.id))?.status === 'running', 'running');
    await q.stop();
    expect(await q.find(job.id)).toMatchObject({ status: 'pending', attempts: 0, locked_by: null });
  });

  it("runs the handlers its app's modules contribute, and only those", async () => {
    const modules = [{ name: 'test', jobs: { 'test:double': (p: { n: number }) => p.n * 2 } }];
    const services = await createServices(t.db, t.config, t.services.logger, modules);
    queues.push(services.jobs);
    const job = await services.jobs.dispatch('test:double', { n: 21 });
    await services.jobs.runUntilIdle();
    expect((await services.jobs.find(job.id))?.result).toBe('42');
    // another app in the same process does not see them
    const other = await t.services.jobs.dispatch('test:double', { n: 1 });
    await t.services.jobs.runUntilIdle();
    expect(await t.services.jobs.find(other.id)).toMatchObject({
      status: 'failed',
      error: 'No handler is registered for jobs named "test:double".',
    });
  });
});
