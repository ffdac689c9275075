import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { claimSchedulePeriod, insertScheduleLog } from './scheduler.queries';
import type { Services } from './services';

// Cron-style recurring tasks. Every run is written to schedule_log (the admin logs "schedule" tab).
// Every process runs a scheduler; a lease per task and period in the database lets exactly one of
// them run each firing, so several app processes on one database never run a task twice.

export interface ScheduledTaskContext {
  db: Db;
  config: Config;
  services: Services;
  log: Logger;
}

/** A task returns an optional line of output (a string or something JSON-able) for the log. */
export type ScheduledTaskFn = (ctx: ScheduledTaskContext) => unknown | Promise<unknown>;

/** A recurring task, contributed by a feature module (FeatureModule.schedules). */
export interface ScheduledTask {
  name: string;
  /** Cron expression, UTC; checked by buildRegistry so a typo fails at start-up. */
  cron: string;
  run: ScheduledTaskFn;
}

let installed: readonly ScheduledTask[] = [];

/** The app's tasks, for status displays (settings facts); installRegistry sets them. */
export function installScheduledTasks(tasks: readonly ScheduledTask[]) {
  installed = tasks;
}

export function scheduledTasks() {
  return [...installed];
}

/** The tasks with the crons the operator set in SCHEDULES; a name no task has stops start-up. */
export function withConfiguredCrons(tasks: readonly ScheduledTask[], crons: Readonly<Record<string, string>>) {
  const unknown = Object.keys(crons).filter((name) => !tasks.some((task) => task.name === name));
  if (unknown.length) throw new Error(`SCHEDULES: no scheduled task named ${unknown.map((n) => `"${n}"`).join(', ')}`);
  return tasks.map((task) => (crons[task.name] ? { ...task, cron: crons[task.name]! } : task));
}

/**
 * The firing a cron callback runs for: its due time, not the moment the callback ran, so processes
 * that fire the same slot late by different amounts (a busy event loop) claim the same period.
 */
export function dueSlot(cron: Cron, now = new Date()) {
  return cron.previousRuns(1, new Date(now.getTime() + 1))[0] ?? now;
}

export function assertCron(expr: string) {
  // croner validates the pattern in its constructor; a paused job never fires
  new Cron(expr, { paused: true, utcOffset: 0 }).stop();
}

export class Scheduler {
  private crons: Cron[] = [];
  private readonly runs = new Set<Promise<unknown>>();

  private readonly db: Db;
  private readonly log: Logger;
  readonly holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly context: Omit<ScheduledTaskContext, 'log'>,
    private readonly tasks: () => readonly ScheduledTask[] = () =>
      withConfiguredCrons(context.services.registry.schedules, context.config.SCHEDULES),
  ) {
    this.db = context.db;
    this.log = context.services.logger;
  }

  start() {
    for (const task of this.tasks()) {
      // protect: a run still going when the next one is due is skipped, not doubled
      // UTC as a fixed offset: croner's `timezone` goes through Intl.DateTimeFormat, whose ICU data
      // costs ~5 MB of resident memory in a server that otherwise never formats a date that way
      const cron = new Cron(task.cron, { utcOffset: 0, protect: true }, async (self: Cron) => {
        await this.track(this.fire(task, dueSlot(self)));
      });
      this.crons.push(cron);
    }
    return this;
  }

  /** When each task runs next (for status output). */
  nextRuns() {
    return this.crons.map((c, i) => ({ name: this.tasks()[i]?.name, next: c.nextRun()?.toISOString() ?? null }));
  }

  async stop() {
    for (const cron of this.crons) cron.stop();
    this.crons = [];
    await Promise.allSettled([...this.runs]);
  }

  /**
   * A cron firing: runs the task if this process wins the period's lease, else skips it (another
   * process runs it). The period is the firing's minute (its second for six-field patterns), so
   * processes whose clocks differ by less than that agree on it.
   */
  async fire(task: ScheduledTask, at = new Date()) {
    const seconds = task.cron.trim().split(/\s+/).length > 5;
    const period = new Date(Math.floor(at.getTime() / (seconds ? 1000 : 60_000)) * (seconds ? 1000 : 60_000)).toISOString();
    let claimed: boolean;
    try {
      claimed = await claimSchedulePeriod(this.db, task.name, period, this.holder);
    } catch (err) {
      this.log.error({ err, task: task.name }, 'could not claim a scheduled task');
      return null;
    }
    return claimed ? this.run(task) : null;
  }

  /** Runs a task now and logs the run; never throws (a failed run is logged as failed). */
  async run(task: ScheduledTask) {
    const started = performance.now();
    let status: 'completed' | 'failed' = 'completed';
    let output: string | null = null;
    try {
      output = describeOutput(await task.run({ ...this.context, log: this.log.child({ task: task.name }) }));
    } catch (err) {
      status = 'failed';
      output = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      this.log.error({ err, task: task.name }, 'scheduled task failed');
    }
    const duration = Math.round(performance.now() - started);
    try {
      await insertScheduleLog(this.db, { command: task.name, status, output: output?.slice(0, 10_000) ?? null, durationMs: duration });
    } catch (err) {
      this.log.error({ err, task: task.name }, 'could not write the schedule log');
    }
    return { status, output, duration_ms: duration };
  }

  async runByName(name: string) {
    const task = this.tasks().find((t) => t.name === name);
    if (!task) throw new Error(`No scheduled task named "${name}".`);
    return this.run(task);
  }

  private track(p: Promise<unknown>) {
    this.runs.add(p);
    void p.finally(() => this.runs.delete(p));
    return p;
  }
}

function describeOutput(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
