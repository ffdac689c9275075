import type { Statement } from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { type Db, directSqliteOf } from './database';

type Arg = string | number;

/**
 * A query of the hottest reads (a signed-in GET titles/{id}), built and compiled by Kysely once per
 * database handle and then run with new arguments: building cost as much as running it. `build`
 * receives stand-in values (negative numbers, or strings no one stores) and must bind its arguments
 * as they are given, never transform them or branch on them. On SQLite, outside a transaction, the
 * statement runs straight on better-sqlite3 (directSqliteOf).
 */
export function compiledOnce<A extends Arg[], R>(build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> }) {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: number[]; statement?: Statement }>();
  return async (db: Db, ...args: A): Promise<R[]> => {
    let entry = compiled.get(db);
    if (!entry) {
      const standIns = args.map((a, i) => (typeof a === 'number' ? -1_000_001 - i : `\u0000stand-in-${i}`)) as A;
      const query = build(db, ...standIns).compile();
      entry = { query, slots: query.parameters.map((p) => standIns.indexOf(p as Arg)) };
      // an argument that is not bound as given (transformed, or branched on) would be run as its stand-in
      if (standIns.some((_, i) => !entry!.slots.includes(i))) throw new Error('compiledOnce: every argument must be bound as it is given');
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    const sqlite = directSqliteOf(db);
    // prepared once, its own (not the driver's shared statement cache): .all() never leaves it busy
    if (sqlite) return (entry.statement ??= sqlite.prepare(query.sql)).all(parameters) as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
