import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { BUNDLED, CODE_DIR } from '../app-root';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import type { FeatureModule } from '../features/module';
import type { JobContext, JobHandler } from './jobs';
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

type ToChild =
  | { type: 'run'; name: string; payload: unknown; config: Config; job: Pick<JobContext, 'jobId' | 'attempt' | 'maxAttempts'> }
  | { type: 'abort' };
type FromChild =
  | { type: 'progress'; fraction: number; message?: string | null }
  | { type: 'invalidate'; tags: string[] }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; message: string };

const isolated = new Map<string, JobHandler>();
let forking = false;

/**
 * Runs jobs wrapped by inChildProcess in child processes from now on (the server's start path);
 * off, they run in this process (tests, the CLI), with the same outcome.
 */
export function runJobsInChildProcesses(on = true) {
  forking = on;
}

/** The handler of job `name`, run in a child process when runJobsInChildProcesses is on. */
export function inChildProcess<P>(name: string, handler: JobHandler<P>): JobHandler<P> {
  isolated.set(name, handler as JobHandler);
  return (payload, ctx) => (forking && process.env[CHILD_ENV] !== '1' ? forkJob(name, payload, ctx) : handler(payload, ctx));
}

/** How to start this program again: the bundle with plain node, or src/main.ts through tsx. */
function childEntry() {
  if (BUNDLED) return { file: path.join(CODE_DIR, 'main.mjs'), execArgv: ['--max-semi-space-size=2'] };
  return { file: path.join(CODE_DIR, 'main.ts'), execArgv: ['--import', import.meta.resolve('tsx')] };
}

function forkJob(name: string, payload: unknown, ctx: JobContext) {
  const { file, execArgv } = childEntry();
  const child: ChildProcess = fork(file, [], {
    env: { ...process.env, [CHILD_ENV]: '1' },
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<unknown>((resolve, reject) => {
    let outcome: { ok: true; result: unknown } | { ok: false; error: Error } | null = null;
    // progress writes are chained, so they land in order and before the job is finished
    let reporting: Promise<void> = Promise.resolve();
    const abort = () => child.connected && child.send({ type: 'abort' } satisfies ToChild);
    ctx.signal.addEventListener('abort', abort, { once: true });
    child.on('message', (m: FromChild) => {
      if (m.type === 'progress') reporting = reporting.then(() => ctx.progress(m.fraction, m.message)).catch(() => undefined);
      else if (m.type === 'invalidate') ctx.app.services.cache.invalidate(...m.tags);
      else if (m.type === 'done') outcome = { ok: true, result: m.result };
      else if (m.type === 'failed') outcome = { ok: false, error: new Error(m.message) };
    });
    child.once('error', (err) => (outcome ??= { ok: false, error: err }));
    child.once('exit', (code, signal) => {
      ctx.signal.removeEventListener('abort', abort);
      void reporting.then(() => {
        const ended = outcome ?? { ok: false, error: new Error(`The job's process exited early (${signal ?? `code ${code}`}).`) };
        if (ended.ok) resolve(ended.result);
        else reject(ended.error);
      });
    });
    child.send({
      type: 'run',
      name,
      payload,
      config: ctx.app.config,
      job: { jobId: ctx.jobId, attempt: ctx.attempt, maxAttempts: ctx.maxAttempts },
    } satisfies ToChild);
  });
}

/** true in a process started by forkJob. */
export function isJobChild() {
  return process.env[CHILD_ENV] === '1' && typeof process.send === 'function';
}

/** The child's side: waits for its job, runs it with its own database and services, reports, exits. */
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
      let code = 0;
      try {
        const services = await createServices(database.db, config, logger, modules);
        services.cache.onChange((tags) => void send({ type: 'invalidate', tags }));
        const handler = isolated.get(m.name);
        if (!handler) throw new Error(`No handler is registered for jobs named "${m.name}" in a child process.`);
        const result = await handler(m.payload, {
          ...m.job,
          signal: abort.signal,
          log: logger.child({ job: m.name, jobId: m.job.jobId, attempt: m.job.attempt }),
          app: { db: database.db, config, services },
          progress: (fraction, message) => send({ type: 'progress', fraction, message }),
        });
        await services.mail.flush();
        await send({ type: 'done', result });
      } catch (err) {
        code = 1;
        await send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
      } finally {
        await database.close();
      }
      process.exit(code);
    })();
  });
}
