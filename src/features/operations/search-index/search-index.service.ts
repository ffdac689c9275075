import { isPostgres } from '../../../db/schema-helpers';
import type { Deps } from '../../../deps';
import type { JobHandler } from '../../../platform/jobs';
import { type SearchIndexDef, searchEngine } from '../../../platform/search';
import { activeJobNamed, latestJobNamed } from '../queue/queue.queries';

// Admin settings > search: which engine answers searches, how big each index is, and a rebuild
// (a background job with progress) for when an index drifted from its table. Routes check settings.update.

export const REBUILD_JOB = 'search:rebuild';
/** Which engine answers searches, as the settings page names it. */
export const engineName = (db: Deps['db']) =>
  isPostgres(db) ? 'PostgreSQL full-text search (tsvector with GIN indexes, unaccent)' : 'SQLite FTS5 (built into the database)';

/** One index per search type, each once (two types could share an index). */
function indexes({ services }: Pick<Deps, 'services'>) {
  const seen = new Map<string, { type: string; index: SearchIndexDef }>();
  for (const type of services.registry.searchTypes.values())
    if (!seen.has(type.index.fts)) seen.set(type.index.fts, { type: type.name, index: type.index });
  return [...seen.values()];
}

export async function searchIndexStatus(deps: Deps) {
  const engine = searchEngine(deps.db);
  const rows = await Promise.all(
    indexes(deps).map(async ({ type, index }) => {
      try {
        return { type, ...(await engine.stats(deps.db, index)) };
      } catch {
        return { type, indexed: null, source: null, bytes: null };
      }
    }),
  );
  const job = await latestJobNamed(deps.db, REBUILD_JOB);
  const known = rows.filter((r) => r.bytes !== null);
  return {
    engine: engineName(deps.db),
    indexes: rows,
    bytes: known.length ? known.reduce((sum, r) => sum + (r.bytes ?? 0), 0) : null,
    rebuild: job
      ? {
          id: job.id,
          status: job.status,
          progress: Number(job.progress),
          message: job.progress_message,
          error: job.error,
          finished_at: job.finished_at,
        }
      : null,
  };
}

/** Queues a rebuild, or returns the one already waiting or running (one at a time is enough). */
export async function startRebuild({ db, services }: Deps) {
  const active = await activeJobNamed(db, REBUILD_JOB);
  if (active) return { id: active.id, started: false };
  const job = await services.jobs.dispatch(REBUILD_JOB, {}, { queue: 'maintenance', maxAttempts: 1 });
  return { id: job.id, started: true };
}

/** The job: every index emptied and refilled from its table, one transaction per index. */
export const rebuildSearchIndexes: JobHandler = async (_payload, ctx) => {
  const list = indexes(ctx.app);
  const engine = searchEngine(ctx.app.db);
  let rows = 0;
  for (const [i, { type, index }] of list.entries()) {
    await ctx.progress(i / list.length, `Rebuilding ${type} (${i + 1} of ${list.length})`);
    await engine.rebuild(ctx.app.db, index);
    rows += (await engine.stats(ctx.app.db, index)).indexed;
  }
  await ctx.progress(1, `Rebuilt ${list.length} indexes`);
  return { indexes: list.length, rows };
};
