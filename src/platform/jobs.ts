import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import { type Db, nowIso } from '../db/database';
import type { Config } from '../config';
import {
  claimNextJob,
  findJob,
  finishJob,
  hasDueJob,
  insertJob,
  type JobRow,
  latestJobFor,
  refreshJobLocks,
  releaseStaleJob,
  saveJobProgress,
  staleRunningJobs,
} from './jobs.queries';
import type { Services } from './services';

// A durable job queue over the `jobs` table with an in-process worker. Claiming is one UPDATE
// guarded by status='pending', so several workers (threads or processes) never run a job twice.

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  /** The job's max_attempts: when `attempt` reaches it, a throw fails the job for good. */
  maxAttempts: number;
  /** Reports progress (0..1) and an optional message; also keeps the job's lock fresh. */
  progress(fraction: number, message?: string | null): Promise<void>;
  /** Aborted when the worker stops: a handler that gives up then is retried later, not failed. */
  signal: AbortSignal;
  log: Logger;
  /** The database, config and services of the process running the job. */
  app: JobRuntime;
}

export interface JobRuntime {
  db: Db;
  config: Config;
  services: Services;
}

export type JobHandler<P = any> = (payload: P, ctx: JobContext) => unknown | Promise<unknown>;

export interface DispatchOptions {
  queue?: string;
  /** Run no earlier than this (default: now). */
  runAt?: Date;
  delayMs?: number;
  maxAttempts?: number;
  subject?: { type: string; id: number };
  /** Queue inside this transaction, so the job exists only if its cause commits (default: the queue's db). */
  db?: Db;
}

export interface JobQueueOptions {
  logger: Logger;
  concurrency?: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Delay before retry n (1-based attempt that failed). */
  backoffMs?: (attempt: number) => number;
  /** A running job whose lock is older than this is considered abandoned by a dead process. */
  staleAfterMs?: number;
  workerId?: string;
  /** Handlers by job name: createServices passes the registry's (FeatureModule.jobs). */
  handlers?: ReadonlyMap<string, JobHandler>;
  /** At most this many jobs of a queue run at once in this worker (default: QUEUE_LIMITS). */
  queueLimits?: Readonly<Record<string, number>>;
}

/**
 * 'media' jobs (ffmpeg) one at a time per worker: an encode already uses every core, so a second
 * one in parallel only makes the first ready later (on a small machine, the demo's first trailer).
 * The worker's other slot stays free for mail, notifications and the rest.
 */
export const QUEUE_LIMITS: Readonly<Record<string, number>> = { media: 1 };

export type { JobRow };

const defaultBackoff = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 10 * 60_000);

export class JobQueue {
  readonly workerId: string;
  private concurrency: number;
  private readonly pollMs: number;
  private readonly backoff: (attempt: number) => number;
  private readonly staleAfterMs: number;
  private readonly handlers: ReadonlyMap<string, JobHandler>;
  private readonly log: Logger;
  private readonly running = new Map<number, Promise<void>>();
  /** The queue of each running job, for queueLimits. */
  private readonly runningQueues = new Map<number, string>();
  private readonly queueLimits: Readonly<Record<string, number>>;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private started = false;
  private ticking: Promise<void> | null = null;
  private abort = new AbortController();

  constructor(
    private readonly db: Db,
    opts: JobQueueOptions,
  ) {
    this.log = opts.logger;
    this.concurrency = Math.max(1, opts.concurrency ?? 2);
    this.pollMs = opts.pollMs ?? 1000;
    this.backoff = opts.backoffMs ?? defaultBackoff;
    this.staleAfterMs = opts.staleAfterMs ?? 5 * 60_000;
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.handlers = opts.handlers ?? new Map();
    this.queueLimits = opts.queueLimits ?? QUEUE_LIMITS;
  }

  /** Queues a job; the worker (this process or another) picks it up when due. */
  async dispatch<P>(name: string, payload: P, opts: DispatchOptions = {}): Promise<JobRow> {
    const now = new Date();
    const runAt = opts.runAt ?? new Date(now.getTime() + (opts.delayMs ?? 0));
    const job = await insertJob(opts.db ?? this.db, {
      queue: opts.queue ?? 'default',
      name,
      payload: JSON.stringify(payload ?? {}),
      maxAttempts: Math.max(1, opts.maxAttempts ?? 3),
      runAt,
      subject: opts.subject,
      now,
    });
    if (this.started) this.wake();
    return job;
  }

  /** Whether this process's worker is claiming jobs (start() ran, stop() did not). */
  get working() {
    return this.started;
  }

  find(id: number) {
    return findJob(this.db, id);
  }

  /** The newest job about one record (e.g. the transcode of a video), for progress displays. */
  latestFor(subjectType: string, subjectId: number, name?: string) {
    return latestJobFor(this.db, subjectType, subjectId, name);
  }

  /** Starts the worker: first returns abandoned jobs to the queue, then polls. */
  private runtime: JobRuntime | null = null;

  /** Gives handlers (ctx.app) the process's services; createServices binds it once. */
  bindRuntime(runtime: JobRuntime) {
    this.runtime = runtime;
  }

  async start(opts: { concurrency?: number } = {}) {
    if (this.started) return;
    if (opts.concurrency) this.concurrency = Math.max(1, opts.concurrency);
    this.abort = new AbortController();
    this.started = true;
    await this.recoverStale();
    this.heartbeat = setInterval(
      () =>
        void this.refreshLocks()
          .then(() => this.recoverStale())
          .catch((err) => this.log.error({ err }, 'job heartbeat failed')),
      Math.max(1000, this.staleAfterMs / 3),
    );
    this.heartbeat.unref();
    this.wake();
  }

  /** Stops claiming work and waits for the handlers that are running. */
  async stop() {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = this.heartbeat = null;
    this.abort.abort();
    await this.ticking;
    await Promise.allSettled([...this.running.values()]);
  }

  /** Runs due jobs until none is left (tests, CLI); does not need start(). */
  async runUntilIdle() {
    for (;;) {
      const job = await this.claim();
      if (!job) {
        await Promise.allSettled([...this.running.values()]);
        if (!(await this.hasDue())) return;
        continue;
      }
      await this.execute(job);
    }
  }

  /** Jobs left 'running' with an old lock belong to a process that died: queue them again. */
  async recoverStale() {
    const cutoff = nowIso(new Date(Date.now() - this.staleAfterMs));
    const stale = await staleRunningJobs(this.db, cutoff);
    for (const job of stale) await releaseStaleJob(this.db, job.id, job.attempts >= job.max_attempts);
    if (stale.length) this.log.warn({ count: stale.length }, 'recovered abandoned jobs');
    return stale.length;
  }

  private wake() {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.ticking) return;
    this.ticking = this.tick().finally(() => {
      this.ticking = null;
      if (this.started && !this.timer) {
        this.timer = setTimeout(() => this.wake(), this.pollMs);
        this.timer.unref();
      }
    });
  }

  private async tick() {
    try {
      while (this.started && this.running.size < this.concurrency) {
        const job = await this.claim();
        if (!job) break;
        if (this.abort.signal.aborted) {
          // stop() came while this claim was on its way: hand the job back untouched (its handler
          // would see an already aborted signal, whose 'abort' event never fires again)
          await this.finish(job, { status: 'pending', runAt: new Date(), attempts: job.attempts - 1 });
          break;
        }
        const run = this.execute(job).finally(() => {
          this.running.delete(job.id);
          this.runningQueues.delete(job.id);
          this.wake();
        });
        this.running.set(job.id, run);
        this.runningQueues.set(job.id, job.queue);
      }
    } catch (err) {
      this.log.error({ err }, 'job worker could not claim a job');
    }
  }

  private hasDue() {
    return hasDueJob(this.db);
  }

  /** Atomically moves the oldest due pending job of a queue below its limit to running under this worker's lock. */
  private claim(): Promise<JobRow | undefined> {
    const busy = new Map<string, number>();
    for (const queue of this.runningQueues.values()) busy.set(queue, (busy.get(queue) ?? 0) + 1);
    const full = [...busy].filter(([queue, n]) => n >= (this.queueLimits[queue] ?? Infinity)).map(([queue]) => queue);
    return claimNextJob(this.db, this.workerId, full);
  }

  private async execute(job: JobRow) {
    const handler = this.handlers.get(job.name);
    const log = this.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    if (!handler) {
      await this.finish(job, { status: 'failed', error: `No handler is registered for jobs named "${job.name}".` });
      return;
    }
    let lastWrite = 0;
    const runtime = this.runtime;
    const ctx: JobContext = {
      get app() {
        if (!runtime) throw new Error('This job queue has no runtime bound (JobQueue.bindRuntime).');
        return runtime;
      },
      jobId: job.id,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      signal: this.abort.signal,
      log,
      progress: async (fraction, message) => {
        const value = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
        // frequent reporters (ffmpeg) would otherwise write many times a second
        if (Date.now() - lastWrite < 200 && value < 1) return;
        lastWrite = Date.now();
        await saveJobProgress(this.db, job.id, this.workerId, value, message?.slice(0, 1000) ?? null);
      },
    };
    try {
      const payload = JSON.parse(job.payload || '{}');
      const result = await handler(payload, ctx);
      await this.finish(job, { status: 'completed', result: result === undefined ? null : JSON.stringify(result) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (this.abort.signal.aborted) {
        // stopped by shutdown: this run does not count as an attempt
        await this.finish(job, { status: 'pending', error: message, runAt: new Date(), attempts: job.attempts - 1 });
        return;
      }
      log.warn({ err }, 'job failed');
      if (job.attempts < job.max_attempts) {
        await this.finish(job, { status: 'pending', error: message, runAt: new Date(Date.now() + this.backoff(job.attempts)) });
      } else {
        await this.finish(job, { status: 'failed', error: message });
      }
    }
  }

  private async finish(
    job: JobRow,
    outcome: { status: 'completed' | 'failed' | 'pending'; result?: string | null; error?: string; runAt?: Date; attempts?: number },
  ) {
    const now = nowIso();
    await finishJob(this.db, job.id, this.workerId, {
      status: outcome.status,
      updated_at: now,
      ...(outcome.status === 'completed' ? { progress: 1, result: outcome.result ?? null, error: null, finished_at: now } : {}),
      ...(outcome.status === 'failed' ? { error: outcome.error ?? null, finished_at: now } : {}),
      ...(outcome.status === 'pending' ? { error: outcome.error ?? null, run_at: nowIso(outcome.runAt ?? new Date()) } : {}),
      ...(outcome.attempts !== undefined ? { attempts: Math.max(0, outcome.attempts) } : {}),
    });
  }

  /** Keeps the locks of running jobs fresh so a long job is not taken for abandoned. */
  private async refreshLocks() {
    if (!this.running.size) return;
    await refreshJobLocks(this.db, this.workerId);
  }
}
