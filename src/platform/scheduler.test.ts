import { describe, expect, it } from 'vitest';
import { nowIso } from '../db/database';
import { useTestContext } from '../testing/harness';
import { startBackgroundWork } from './background';
import { buildRegistry } from '../features/module';
import { Cron } from 'croner';
import { assertCron, dueSlot, type ScheduledTask, Scheduler, scheduledTasks } from './scheduler';

const t = useTestContext({}, { each: true });

const logRows = () => t.db.selectFrom('schedule_log').selectAll().orderBy('id').execute();

describe('Scheduler', () => {
  it('logs a successful run with its output and duration', async () => {
    const task: ScheduledTask = { name: 'digest:send', cron: '0 * * * *', run: () => ({ sent: 3 }) };
    const scheduler = new Scheduler({ db: t.db, config: t.config, services: t.services }, () => [task]);
    const result = await scheduler.run(task);
    expect(result.status).toBe('completed');
    const [row] = await logRows();
    expect(row).toMatchObject({ command: 'digest:send', status: 'completed', output: '{"sent":3}' });
    expect(row!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('logs a failed run with the error instead of throwing', async () => {
    const task: ScheduledTask = {
      name: 'channels:refresh',
      cron: '0 * * * *',
      run: () => {
        throw new TypeError('bad channel');
      },
    };
    const scheduler = new Scheduler({ db: t.db, config: t.config, services: t.services }, () => [task]);
    await expect(scheduler.run(task)).resolves.toMatchObject({ status: 'failed' });
    expect((await logRows())[0]).toMatchObject({ command: 'channels:refresh', status: 'failed', output: 'TypeError: bad channel' });
  });

  it('fires tasks on their cron schedule once started', async () => {
    let runs = 0;
    const task: ScheduledTask = { name: 'tick', cron: '* * * * * *', run: () => void (runs += 1) };
    const scheduler = new Scheduler({ db: t.db, config: t.config, services: t.services }, () => [task]).start();
    expect(scheduler.nextRuns()[0]?.next).toBeTruthy();
    for (let i = 0; i < 300 && (await logRows()).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(1);
    expect((await logRows())[0]).toMatchObject({ command: 'tick', status: 'completed' });
  });

  it('runs a firing once across schedulers sharing the database, and again in the next period', async () => {
    let runs = 0;
    const task: ScheduledTask = { name: 'digest', cron: '0 8 * * *', run: () => void (runs += 1) };
    const deps = { db: t.db, config: t.config, services: t.services };
    const [a, b, c] = [new Scheduler(deps, () => [task]), new Scheduler(deps, () => [task]), new Scheduler(deps, () => [task])];
    const eight = new Date('2026-11-26T08:00:00.004Z');
    const results = await Promise.all([a.fire(task, eight), b.fire(task, new Date('2026-11-26T08:00:00.950Z')), c.fire(task, eight)]);
    expect(runs).toBe(1);
    expect(results.filter((r) => r?.status === 'completed')).toHaveLength(1);
    expect(await logRows()).toHaveLength(1);
    // a late process firing for a period already run does not run it again
    expect(await a.fire(task, eight)).toBeNull();
    await b.fire(task, new Date('2026-11-27T08:00:00.010Z'));
    expect(runs).toBe(2);
    // running by hand (the admin's "run now") is not held back by the lease
    await c.runByName('digest');
    expect(runs).toBe(3);
  });

  it('keys second-level patterns by the second', async () => {
    let runs = 0;
    const task: ScheduledTask = { name: 'tick', cron: '* * * * * *', run: () => void (runs += 1) };
    const scheduler = new Scheduler({ db: t.db, config: t.config, services: t.services }, () => [task]);
    await scheduler.fire(task, new Date('2026-11-26T08:00:01.100Z'));
    await scheduler.fire(task, new Date('2026-11-26T08:00:01.900Z'));
    await scheduler.fire(task, new Date('2026-11-26T08:00:02.000Z'));
    expect(runs).toBe(2);
  });

  it('claims a late firing by the slot it was due, so processes late by different amounts run it once', async () => {
    let runs = 0;
    const task: ScheduledTask = { name: 'tick', cron: '*/2 * * * * *', run: () => void (runs += 1) };
    const deps = { db: t.db, config: t.config, services: t.services };
    const cron = new Cron(task.cron, { paused: true, timezone: 'UTC' });
    const due = new Date('2026-11-26T08:00:02.000Z');
    expect(dueSlot(cron, due)).toEqual(due);
    expect(dueSlot(cron, new Date('2026-11-26T08:00:03.400Z'))).toEqual(due);
    cron.stop();
    await new Scheduler(deps, () => [task]).fire(task, dueSlot(cron, new Date('2026-11-26T08:00:02.050Z')));
    await new Scheduler(deps, () => [task]).fire(task, dueSlot(cron, new Date('2026-11-26T08:00:03.400Z')));
    expect(runs).toBe(1);
  });

  it('runs the registry’s tasks on the crons SCHEDULES gives them, and refuses a name no task has', async () => {
    const config = { ...t.config, SCHEDULES: { 'notifications:digest': '0 7 * * *' } };
    const scheduler = new Scheduler({ db: t.db, config, services: t.services }).start();
    try {
      const next = scheduler.nextRuns().find((r) => r.name === 'notifications:digest')!.next!;
      expect(next).toMatch(/T07:00:00\.000Z$/);
    } finally {
      await scheduler.stop();
    }
    const typo = { ...t.config, SCHEDULES: { 'notification:digest': '0 7 * * *' } };
    expect(() => new Scheduler({ db: t.db, config: typo, services: t.services }).start()).toThrow(
      'SCHEDULES: no scheduled task named "notification:digest"',
    );
  });

  it('rejects an invalid cron expression when the registry is built (at start-up)', () => {
    expect(() => assertCron('not a cron')).toThrow();
    expect(() => buildRegistry([{ name: 'test', schedules: [{ name: 'broken', cron: '99 * * * *', run: () => null }] }])).toThrow();
    expect(scheduledTasks().some((task) => task.name === 'broken')).toBe(false);
  });
});

describe('startBackgroundWork', () => {
  it('schedules the daily prune task, which follows logging.error_log_days', async () => {
    await t.services.settings.save({ 'logging.error_log_days': 7 });
    const old = nowIso(new Date(Date.now() - 8 * 86_400_000));
    const recent = nowIso(new Date(Date.now() - 6 * 86_400_000));
    await t.db
      .insertInto('error_log')
      .values([
        { level: 'error', message: 'old', created_at: old },
        { level: 'error', message: 'recent', created_at: recent },
      ])
      .execute();
    const background = await startBackgroundWork(t.db, t.config, t.services);
    try {
      expect(scheduledTasks().find((task) => task.name === 'logs:prune')?.cron).toBe('17 3 * * *');
      expect(background.scheduler!.nextRuns().map((r) => r.name)).toEqual(t.services.registry.schedules.map((task) => task.name));
      const result = await background.scheduler!.runByName('logs:prune');
      expect(result.status).toBe('completed');
      expect(JSON.parse(result.output!)).toMatchObject({ error_log: 1 });
      const left = await t.db.selectFrom('error_log').select('message').execute();
      expect(left.map((r) => r.message)).toEqual(['recent']);
      // the job worker is running too
      const job = await background.jobs.dispatch('no-such-handler', {});
      // until it has finished: on PostgreSQL the claimed job is visibly 'running' for a moment
      const unfinished = ['pending', 'running'];
      for (let i = 0; i < 300 && unfinished.includes((await background.jobs.find(job.id))?.status ?? ''); i++)
        await new Promise((r) => setTimeout(r, 10));
      expect((await background.jobs.find(job.id))?.status).toBe('failed');
    } finally {
      await background.stop();
    }
  });

  it('leaves jobs and scheduled tasks to the workers with ROLE=web, and runs them with ROLE=worker', async () => {
    const web = await startBackgroundWork(t.db, { ...t.config, ROLE: 'web' }, t.services);
    try {
      expect(web.scheduler).toBeNull();
      expect(t.services.jobs.working).toBe(false);
    } finally {
      await web.stop();
    }
    const worker = await startBackgroundWork(t.db, { ...t.config, ROLE: 'worker' }, t.services);
    try {
      expect(worker.scheduler).not.toBeNull();
      expect(t.services.jobs.working).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(t.services.jobs.working).toBe(false);
  });
});
