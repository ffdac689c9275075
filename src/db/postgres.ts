import { Kysely, type KyselyConfig, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../platform/lazy-require';
import type { Database, OpenedDatabase } from './database';

// The scale-out path: the same Kysely Database on PostgreSQL, for several app processes.

const INT8 = 20;
// loaded only when DATABASE_URL names PostgreSQL
const pgLibrary = lazyRequire<typeof pg>('pg');

/**
 * count(*) and other bigint results come back as strings by default; every count here fits in a
 * double, and SQLite returns numbers, so parse them to keep both engines' rows the same shape.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 && format !== 'binary') return (value: string) => Number(value);
    return pgLibrary().types.getTypeParser(oid, format as 'text');
  },
};

export function openPostgres(url: string, opts: { max?: number; log?: KyselyConfig['log'] } = {}): OpenedDatabase {
  const pool = new (pgLibrary().Pool)({ connectionString: url, max: opts.max ?? 10, types: types as pg.CustomTypesConfig });
  // An idle connection the server ends (a restart, a failover, an admin's pg_terminate_backend)
  // is reported on the pool; without a listener Node would end the process. The pool has already
  // discarded that connection and the next query opens a new one.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: opts.log });
  return {
    db,
    sqlite: null,
    async close() {
      await db.destroy();
    },
  };
}
