import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { spawnServer } from '../../../bench/upload/spawn-server';
import { ensureServerBuild, SERVER_DIST, serverBuildStale } from '../../../scripts/build-server.mjs';
import { queryPostgres } from '../pg-databases';
import { createTestDatabase, testEngine } from '../postgres';
import type { SpawnedServer } from '../uploads-server';

// The crash-safety ("torture") kit: the production server bundle run with plain node as a child
// process on a DATA_DIR (SQLite) or a PostgreSQL database, SIGKILLed and restarted on the same
// data, and the checks made after each restart.

/** Sizes of a run, from the environment: `npm run test:torture` sets the full ones. */
export function tortureSizes() {
  const int = (name: string, fallback: number) => {
    const v = Number(process.env[name]);
    return Number.isSafeInteger(v) && v > 0 ? v : fallback;
  };
  return {
    seed: int('TORTURE_SEED', Math.floor(Math.random() * 2 ** 31)),
    // the PostgreSQL pass of `npm test` (test:pg) restarts slower: a shorter run keeps it bounded
    writes: int('TORTURE_WRITES', testEngine() === 'postgres' ? 400 : 1000),
    kills: int('TORTURE_KILLS', testEngine() === 'postgres' ? 2 : 4),
    uploadMb: int('TORTURE_UPLOAD_MB', 32),
    uploadKills: int('TORTURE_UPLOAD_KILLS', 3),
  };
}

/** mulberry32: a small seeded generator, so a failing run can be replayed with TORTURE_SEED. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** `count` distinct points in [min, max], ascending. */
export function killPoints(random: ReturnType<typeof seededRandom>, count: number, min: number, max: number) {
  const points = new Set<number>();
  while (points.size < Math.min(count, max - min + 1)) points.add(random.int(min, max));
  return [...points].sort((a, b) => a - b);
}

/**
 * Starts the production bundle (dist/server/main.mjs, rebuilt first when stale, run with the node
 * flags of `npm start`: bench/upload/spawn-server.ts) on dataDir; a restart when the folder or
 * DATABASE_URL already holds a database.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  fs.mkdirSync(dataDir, { recursive: true }); // a PostgreSQL restore leaves no folder behind
  try {
    await ensureServerBuild();
  } catch (err) {
    // the other torture file built the stale bundle at the same moment and swapped its copy in first
    fs.rmSync(`${SERVER_DIST}.${process.pid}.tmp`, { recursive: true, force: true });
    if (serverBuildStale()) throw err;
  }
  return (await spawnServer(dataDir, env)).server;
}

/** GET /health answers 200 with the database and migrations checks passing. */
export async function healthy(url: string) {
  try {
    const res = await fetch(`${url}/health`);
    if (!res.ok) return false;
    const body = (await res.json()) as { checks?: { database?: boolean; migrations?: boolean } };
    return body.checks?.database === true && body.checks?.migrations === true;
  } catch {
    return false;
  }
}

/** SQLite's full integrity check on a (possibly live) database file, read-only: the problems, [] when sound. */
export function integrityProblems(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).filter((r) => r !== 'ok');
  } finally {
    db.close();
  }
}

/** A write the server answered with 2xx: what must be in the database from then on. */
export type Ack =
  | { kind: 'rating'; userId: number; titleId: number; rating: number }
  | { kind: 'listItem'; listId: number; titleId: number }
  | { kind: 'comment'; id: number; token: string };

const STATE_QUERIES = {
  ratings: "select user_id, rateable_id, rating from ratings where rateable_type = 'title'",
  items: "select list_id, item_id from list_items where item_type = 'title'",
  comments: 'select id, content from comments where deleted = 0',
};
type Rows = { [K in keyof typeof STATE_QUERIES]: Record<string, any>[] };

/**
 * The database a torture run writes to, on the engine of the run (TEST_DATABASE): the server's
 * environment for it, SQLite's integrity_check (PostgreSQL has none: its WAL replay is the check,
 * the acknowledged rows and /health are checked the same on both), and what it holds.
 */
export interface TortureDatabase {
  engine: 'sqlite' | 'postgres';
  env: Record<string, string>;
  integrity(): string[];
  /** The acknowledged writes the database does not hold (read-only, the server may be running). */
  missing(acks: Ack[]): Promise<Ack[]>;
  drop(): Promise<void>;
}

/** The run's database for a server on dataDir: DATA_DIR/marquee.db, or a fresh PostgreSQL database. */
export async function tortureDatabase(dataDir: string): Promise<TortureDatabase> {
  if (testEngine() === 'postgres') {
    const database = await createTestDatabase();
    const read = async (): Promise<Rows> => ({
      ratings: await queryPostgres(database.url, STATE_QUERIES.ratings),
      items: await queryPostgres(database.url, STATE_QUERIES.items),
      comments: await queryPostgres(database.url, STATE_QUERIES.comments),
    });
    return {
      engine: 'postgres',
      env: { DATABASE_URL: database.url },
      integrity: () => [],
      missing: async (acks) => missingIn(await read(), acks),
      drop: database.drop,
    };
  }
  const file = path.join(dataDir, 'marquee.db');
  const read = (): Rows => {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      return {
        ratings: db.prepare(STATE_QUERIES.ratings).all() as Rows['ratings'],
        items: db.prepare(STATE_QUERIES.items).all() as Rows['items'],
        comments: db.prepare(STATE_QUERIES.comments).all() as Rows['comments'],
      };
    } finally {
      db.close();
    }
  };
  return {
    engine: 'sqlite',
    env: {},
    integrity: () => integrityProblems(file),
    missing: async (acks) => missingIn(read(), acks),
    drop: async () => undefined,
  };
}

function missingIn(rows: Rows, acks: Ack[]): Ack[] {
  const ratings = new Map(rows.ratings.map((r) => [`${r.user_id}:${r.rateable_id}`, Number(r.rating)]));
  const items = new Set(rows.items.map((r) => `${r.list_id}:${r.item_id}`));
  const comments = new Map(rows.comments.map((r) => [Number(r.id), String(r.content)]));
  return acks.filter((a) => {
    if (a.kind === 'rating') return ratings.get(`${a.userId}:${a.titleId}`) !== a.rating;
    if (a.kind === 'listItem') return !items.has(`${a.listId}:${a.titleId}`);
    return !comments.get(a.id)?.includes(a.token);
  });
}
