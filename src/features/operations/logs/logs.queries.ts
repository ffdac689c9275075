import { containsText } from '../../../db/dialect';
import { type Kysely, sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { ErrorLogEntry, LogKind, OutgoingEmailLogEntry, Paginated, ScheduleLogEntry } from '../../../shared/logs.schemas';

export interface LogEntryByKind {
  schedule: ScheduleLogEntry;
  error: ErrorLogEntry;
  'outgoing-email': OutgoingEmailLogEntry;
}

/** Where each log lives: table, its time column and the columns a text search looks in. */
export const logTables = {
  schedule: { table: 'schedule_log', time: 'ran_at', search: ['command', 'output'] },
  error: { table: 'error_log', time: 'created_at', search: ['message', 'url', 'request_id', 'release'] },
  'outgoing-email': { table: 'outgoing_email_log', time: 'created_at', search: ['to', 'subject'] },
} as const satisfies Record<LogKind, { table: string; time: string; search: readonly string[] }>;

export interface LogFilter {
  query?: string;
  /** Inclusive lower bound, ISO. */
  from?: string;
  /** Exclusive upper bound, ISO. */
  before?: string;
  /** Error log only. */
  level?: string;
  /** Error log only: 'server' or 'client'. */
  source?: string;
}

/** A date-only value means the whole day: `to=2026-01-31` keeps everything on the 31st. */
export function rangeBounds(from?: string, to?: string): Pick<LogFilter, 'from' | 'before'> {
  const bounds: Pick<LogFilter, 'from' | 'before'> = {};
  if (from) bounds.from = new Date(Date.parse(from)).toISOString();
  if (to) {
    const t = Date.parse(to);
    bounds.before = new Date(/^\d{4}-\d{2}-\d{2}$/.test(to.trim()) ? t + 86_400_000 : t + 1).toISOString();
  }
  return bounds;
}

function filtered(db: Db, kind: LogKind, filter: LogFilter) {
  const spec = logTables[kind];
  // the table and columns come from the fixed map above, never from the request
  let q = (db as unknown as Kysely<any>).selectFrom(spec.table);
  if (filter.from) q = q.where(spec.time, '>=', filter.from);
  if (filter.before) q = q.where(spec.time, '<', filter.before);
  if (filter.level && kind === 'error') q = q.where('level', '=', filter.level);
  if (filter.source && kind === 'error') q = q.where('source', '=', filter.source);
  if (filter.query) {
    const text = filter.query;
    q = q.where((eb) => eb.or(spec.search.map((col) => containsText(sql.ref(col), text))));
  }
  return q;
}

export async function paginateLog<K extends LogKind>(
  db: Db,
  kind: K,
  filter: LogFilter,
  page: number,
  perPage: number,
): Promise<Paginated<LogEntryByKind[K]>> {
  const spec = logTables[kind];
  const counted = await filtered(db, kind, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const data = await filtered(db, kind, filter)
    .selectAll()
    .orderBy(spec.time, 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    data: data as LogEntryByKind[K][],
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** Streams rows oldest first in batches (for exports of any size without loading all at once). */
export async function* iterateLog<K extends LogKind>(db: Db, kind: K, filter: LogFilter, batch = 500) {
  let lastId = 0;
  for (;;) {
    const rows = (await filtered(db, kind, filter)
      .selectAll()
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(batch)
      .execute()) as (LogEntryByKind[K] & { id: number })[];
    if (!rows.length) return;
    yield rows;
    lastId = rows.at(-1)!.id;
  }
}

export async function countLog(db: Db, kind: LogKind, filter: LogFilter) {
  const row = await filtered(db, kind, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes log rows written before `cutoff`, sessions expired before `now` and finished jobs last
 * updated before `cutoff`; returns how many rows of each went.
 */
export async function deleteLogRowsBefore(trx: Trx, cutoff: string, now: string) {
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  return {
    error_log: count(await trx.deleteFrom('error_log').where('created_at', '<', cutoff).executeTakeFirst()),
    schedule_log: count(await trx.deleteFrom('schedule_log').where('ran_at', '<', cutoff).executeTakeFirst()),
    outgoing_email_log: count(await trx.deleteFrom('outgoing_email_log').where('created_at', '<', cutoff).executeTakeFirst()),
    sessions: count(await trx.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst()),
    jobs: count(
      await trx.deleteFrom('jobs').where('status', 'in', ['completed', 'failed']).where('updated_at', '<', cutoff).executeTakeFirst(),
    ),
  };
}
