import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { BUNDLED, CODE_DIR } from '../app-root';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import type { FeatureModule } from '../features/module';
import type { Logger } from 'pino';
import type { Cache } from './cache';
import type { JobContext, JobHandler, JobRuntime } from './jobs';
import { createLogger } from './logger';
import { createServices } from './services';

// Jobs that run in a child process which exits when the job ends. For one-off heavy work (drawing
// the demo artwork and clips with sharp/libvips): the heap, libvips' caches and the malloc arenas
// it grows are returned to the system with the process, where a long-running server would keep
// them resident for good. The child is the server's own entry (dist/server/main.mjs, or src/main.ts
// under tsx) started with MARQUEE_JOB_CHILD=1: it opens the same database and storage from the
// parent's config, runs the handler, and reports progress, cache invalidations and the outcome back
// over IPC. The parent's job worker keeps the job's lock, progress and retries as for any job.

const CHILD_ENV = 'MARQUEE_JOB_CHILD';

/** What a task run in a child process gets: the child's own database and services, and ways to report. */
export interface ChildTaskContext {
  app: JobRuntime;
  signal: AbortSignal;
  log: Logger;
  progress(fraction: number, message?: string | null): Promise<void>;
}
type ChildTask = (input: any, ctx: ChildTaskContext) => unknown;

type ToChild = { type: 'run'; task: string; input: unknown; config: Config } | { type: 'abort' };
type FromChild =
  | { type: 'progress'; fraction: number; message?: string | null }
  | { type: 'invalidate'; tags: string[] }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; message: string };

const tasks = new Map<string, ChildTask>();
let forking = false;

/**
 * Runs the work wrapped by inChildProcess and childTask in child processes from now on (the
 * server's start path); off, it runs in this process (tests, the CLI), with the same outcome.
 */
export function runJobsInChildProcesses(on = true) {
  forking = on;
}

/** Whether work wrapped here goes to a child process now (never from inside a child). */
export function childProcessesOn() {
  return forking && process.env[CHILD_ENV] !== '1';
}

/** The caller's side of a child task: its config, and where progress and cache invalidations go. */
interface ParentSide {
  config: Config;
  /** This process's runtime: the task runs with it when child processes are off. */
  app?: JobRuntime;
  /** Receives the child's cache invalidations (default: app's cache). */
  cache?: Pick<Cache, 'invalidate'>;
  signal?: AbortSignal;
  log?: Logger;
  progress?: ChildTaskContext['progress'];
}

/**
 * A task that runs in a child process when runJobsInChildProcesses is on, in this process (with
 * `parent.app`) otherwise. `name` must be unique; the input and result cross the process boundary
 * by structured clone.
 */
export function childTask<I, R>(name: string, task: (input: I, ctx: ChildTaskContext) => R | Promise<R>) {
  if (tasks.has(name)) throw new Error(`A child task named "${name}" exists already.`);
  tasks.set(name, task);
  return async (input: I, parent: ParentSide): Promise<Awaited<R>> => {
    if (childProcessesOn()) return (await forkTask(name, input, parent)) as Awaited<R>;
    if (!parent.app) throw new Error(`The task "${name}" needs this process's runtime to run here.`);
    return (await task(input, {
      app: parent.app,
      signal: parent.signal ?? new AbortController().signal,
      log: parent.log ?? parent.app.services.logger,
      progress: parent.progress ?? (async () => undefined),
    })) as Awaited<R>;
  };
}

/** The handler of job `name`, run in a child process when runJobsInChildProcesses is on. */
export function inChildProcess<P>(name: string, handler: JobHandler<P>): JobHandler<P> {
  const meta = (ctx: JobContext) => ({ jobId: ctx.jobId, attempt: ctx.attempt, maxAttempts: ctx.maxAttempts });
  const run = childTask(`job:${name}`, (input: { payload: P; job: ReturnType<typeof meta> }, ctx) =>
    handler(input.payload, {
      ...input.job,
      ...ctx,
      // in a child the logger has no job bindings yet; here ctx.log is the job's own
      log: isJobChild() ? ctx.log.child({ job: name, jobId: input.job.jobId, attempt: input.job.attempt }) : ctx.log,
    }),
  );
  return (payload, ctx) => run({ payload, job: meta(ctx) }, { ...ctx, config: ctx.app.config });
}

/** How to start this program again: the bundle with plain node, or src/main.ts through tsx. */
export function childEntry() {
  if (BUNDLED) return { file: path.join(CODE_DIR, 'main.mjs'), execArgv: ['--max-semi-space-size=2'] };
  return { file: path.join(CODE_DIR, 'main.ts'), execArgv: ['--import', import.meta.resolve('tsx')] };
}

function forkTask(task: string, input: unknown, parent: ParentSide) {
  const cache = parent.cache ?? parent.app?.services.cache;
  const { file, execArgv } = childEntry();
  const child: ChildProcess = fork(file, [], {
    env: { ...process.env, [CHILD_ENV]: '1' },
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<unknown>((resolve, reject) => {
    let outcome: { ok: true; result: unknown } | { ok: false; error: Error } | null = null;
    // progress writes are chained, so they land in order and before the outcome is reported
    let reporting: Promise<void> = Promise.resolve();
    const abort = () => child.connected && child.send({ type: 'abort' } satisfies ToChild);
    parent.signal?.addEventListener('abort', abort, { once: true });
    child.on('message', (m: FromChild) => {
      if (m.type === 'progress') reporting = reporting.then(() => parent.progress?.(m.fraction, m.message)).catch(() => undefined);
      else if (m.type === 'invalidate') cache?.invalidate(...m.tags);
      else if (m.type === 'done') outcome = { ok: true, result: m.result };
      else if (m.type === 'failed') outcome = { ok: false, error: new Error(m.message) };
    });
    child.once('error', (err) => (outcome ??= { ok: false, error: err }));
    child.once('exit', (code, signal) => {
      parent.signal?.removeEventListener('abort', abort);
      void reporting.then(() => {
        const ended = outcome ?? {
          ok: false,
          error: new Error(`The child process of "${task}" exited early (${signal ?? `code ${code}`}).`),
        };
        if (ended.ok) resolve(ended.result);
        else reject(ended.error);
      });
    });
    child.send({ type: 'run', task, input, config: parent.config } satisfies ToChild);
  });
}

/** true in a process started by forkTask. */
export function isJobChild() {
  return process.env[CHILD_ENV] === '1' && typeof process.send === 'function';
}

/** The child's side: waits for its task, runs it with its own database and services, reports, exits. */
export function runJobChild(modules: readonly FeatureModule[]) {
  const send = (m: FromChild) => new Promise<void>((resolve) => process.send!(m, undefined, undefined, () => resolve()));
  const abort = new AbortController();
  process.on('SIGTERM', () => abort.abort());
  process.on('disconnect', () => abort.abort());
  process.on('message', (m: ToChild) => {
    if (m.type === 'abort') abort.abort();
    if (m.type !== 'run') return;
    void (async () => {
      const { config } = m;
      const logger = createLogger(config, { toFile: true });
      const database = openDatabase(config.DATABASE_URL);
      try {
        const services = await createServices(database.db, config, logger, modules);
        services.cache.onChange((tags) => void send({ type: 'invalidate', tags }));
        const task = tasks.get(m.task);
        if (!task) throw new Error(`No child task is named "${m.task}".`);
        const result = await task(m.input, {
          signal: abort.signal,
          log: logger,
          app: { db: database.db, config, services },
          progress: (fraction, message) => send({ type: 'progress', fraction, message }),
        });
        await services.mail.flush();
        await send({ type: 'done', result });
      } catch (err) {
        await send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
      } finally {
        await database.close();
      }
      process.exit(0);
    })();
  });
}
