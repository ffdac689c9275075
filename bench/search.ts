// Typeahead search at catalogue scale: 1,000,000 titles and 500,000 people in a temp SQLite file,
// then p50/p95 of the search module (FTS5) against `LIKE '%q%'` on the same database.
// `--engine postgres`: the same data in a throwaway PostgreSQL cluster (src/testing/postgres.ts),
// the search module's engine (tsvector + GIN, typeahead off the prefix btree) against `ILIKE '%q%'`.
// Run by hand: npx tsx bench/search.ts [--engine sqlite|postgres] [--titles N] [--people N] [--keep | --url URL]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { searchKey } from '../migrations/0201_search_popularity_order';
import { fillSearchIndex } from '../migrations/0650_search_postgres';
import { fillSearchPrefixes } from '../migrations/0830_search_postgres_prefixes';
import { type Db, openDatabase } from '../src/db/database';
import { openPostgres } from '../src/db/postgres';
import { adminQuery, startCluster } from '../src/testing/postgres';
import { migrateToLatest } from '../src/db/migrator';
import { catalogueIndexes, searchEngine } from '../src/platform/search';
import { report } from './lib/report';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TITLES = arg('titles', 1_000_000);
const PEOPLE = arg('people', 500_000);
const SAMPLES = 200;
const LIKE_SAMPLES = 20;

// Deterministic pseudo-random numbers so every run searches the same data.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const syllables = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ten',
  'dor',
  'vel',
  'an',
  'ri',
  'so',
  'mar',
  'el',
  'zu',
  'ne',
  'qui',
  'bra',
  'sha',
  'to',
  'lin',
  'gar',
  'é',
  'fi',
  'ol',
  'pe',
  'tra',
  'us',
  'cor',
  'wy',
  'xe',
  'hal',
];
const word = () => {
  const n = 2 + Math.floor(rand() * 2);
  let w = '';
  for (let i = 0; i < n; i++) w += pick(syllables);
  return w[0]!.toUpperCase() + w.slice(1);
};
// A 6,000-word vocabulary plus common English words, like real titles.
const vocabulary = [
  ...Array.from({ length: 6000 }, word),
  'The',
  'Night',
  'Love',
  'Last',
  'Dark',
  'City',
  'Man',
  'Girl',
  'War',
  'Home',
  'Star',
  'Blood',
  'Secret',
  'Lost',
  'King',
];
const firstNames = Array.from({ length: 800 }, word);
const lastNames = Array.from({ length: 4000 }, word);
const titleName = () => Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(vocabulary)).join(' ');

/** What measure() needs from the database besides the search module. */
interface BenchStore {
  counts(): Promise<{ titles: number; people: number }>;
  titleName(id: number): Promise<string>;
  personName(id: number): Promise<string>;
  /** The baseline: substring match without an index, most popular first. */
  like(q: string): Promise<void>;
  /**
   * Starts counting the CPU time of the database server's processes for this bench (when it runs
   * elsewhere than in this process); the function returned gives the ms used since.
   */
  serverCpu?(): Promise<() => number>;
}

async function main() {
  if (process.argv.includes('--engine') && process.argv[process.argv.indexOf('--engine') + 1] === 'postgres') return mainPostgres();
  // --db FILE keeps the generated database there and reuses it on the next run.
  const dbArg = process.argv.indexOf('--db');
  const dir =
    dbArg > 0 ? path.dirname(path.resolve(process.argv[dbArg + 1]!)) : fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-search-'));
  const file = dbArg > 0 ? path.resolve(process.argv[dbArg + 1]!) : path.join(dir, 'bench.db');
  const reuse = dbArg > 0 && fs.existsSync(file);
  const { db, sqlite, close } = openDatabase(`sqlite:${file}`);
  await migrateToLatest(db);
  const raw = sqlite!;
  if (!reuse) await generate(raw);
  else console.log(`reusing ${file}`);
  await measure(db, sqliteStore(raw), 'FTS5');
  await close();
  if (dbArg < 0) fs.rmSync(dir, { recursive: true, force: true });
}

async function generate(raw: import('better-sqlite3').Database) {
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -500000');
  // Bulk load: the FTS triggers are set aside and the index rebuilt once at the end (same result).
  const triggers = raw.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_fts_%'").all() as {
    name: string;
    sql: string;
  }[];
  for (const t of triggers) raw.exec(`DROP TRIGGER ${t.name}`);

  const t0 = performance.now();
  const insertTitle = raw.prepare(
    "INSERT INTO titles (type, name, original_name, slug, year, release_date, popularity) VALUES (?, ?, ?, 'x', ?, ?, ?)",
  );
  const insertPerson = raw.prepare("INSERT INTO people (name, slug, popularity) VALUES (?, 'x', ?)");
  const batch = 50_000;
  for (let done = 0; done < TITLES; done += batch) {
    raw.transaction(() => {
      for (let i = done; i < Math.min(TITLES, done + batch); i++) {
        const year = 1920 + Math.floor(rand() * 106);
        const name = titleName();
        insertTitle.run(
          rand() < 0.7 ? 'movie' : 'series',
          name,
          rand() < 0.1 ? titleName() : null,
          year,
          `${year}-06-01`,
          Math.floor(rand() ** 4 * 1000),
        );
      }
    })();
  }
  for (let done = 0; done < PEOPLE; done += batch) {
    raw.transaction(() => {
      for (let i = done; i < Math.min(PEOPLE, done + batch); i++) {
        insertPerson.run(`${pick(firstNames)} ${pick(lastNames)}`, Math.floor(rand() ** 4 * 500));
      }
    })();
  }
  raw.exec(
    `INSERT INTO titles_fts(rowid, name, original_name, year) SELECT ${searchKey('titles', 'popularity')}, name, original_name, year FROM titles`,
  );
  raw.exec(`INSERT INTO people_fts(rowid, name) SELECT ${searchKey('people', 'popularity')}, name FROM people`);
  raw.exec("INSERT INTO titles_fts(titles_fts) VALUES('optimize'); INSERT INTO people_fts(people_fts) VALUES('optimize'); ANALYZE;");
  for (const t of triggers) raw.exec(t.sql);
  raw.pragma('journal_mode = WAL');
  console.log(
    `generated ${TITLES.toLocaleString()} titles and ${PEOPLE.toLocaleString()} people in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

function sqliteStore(raw: import('better-sqlite3').Database): BenchStore {
  const sampleNames = raw.prepare('SELECT name FROM titles WHERE id = ?').pluck();
  const samplePeople = raw.prepare('SELECT name FROM people WHERE id = ?').pluck();
  const likeTitles = raw.prepare('SELECT id FROM titles WHERE name LIKE ? OR original_name LIKE ? ORDER BY popularity DESC LIMIT 8');
  const likePeople = raw.prepare('SELECT id FROM people WHERE name LIKE ? ORDER BY popularity DESC LIMIT 8');
  return {
    async counts() {
      return {
        titles: Number(raw.prepare('SELECT max(id) FROM titles').pluck().get()),
        people: Number(raw.prepare('SELECT max(id) FROM people').pluck().get()),
      };
    },
    async titleName(id) {
      return String(sampleNames.get(id));
    },
    async personName(id) {
      return String(samplePeople.get(id));
    },
    async like(q) {
      const p = `%${q}%`;
      likeTitles.all(p, p);
      likePeople.all(p);
    },
  };
}

async function mainPostgres() {
  // --url postgres://…/db reuses a database an earlier run kept (--keep leaves its cluster running
  // and prints that URL): iterating on the engine without loading 1.5M rows each time.
  const urlArg = process.argv.indexOf('--url');
  const keep = process.argv.includes('--keep');
  const cluster = urlArg > 0 ? null : await startCluster();
  try {
    const url = urlArg > 0 ? process.argv[urlArg + 1]! : `${cluster!.url}/bench`;
    if (cluster) await adminQuery(cluster.url, 'CREATE DATABASE bench');
    const { db, close } = openPostgres(url, { max: 4 });
    await migrateToLatest(db);
    if (cluster) await generatePostgres(db);
    else console.log(`reusing ${url}`);
    if (keep) console.log(`kept: --url ${url}`);
    await measure(db, postgresStore(db), 'PostgreSQL prefix btree + tsvector');
    await close();
  } finally {
    if (!keep) cluster?.stop();
  }
}

async function generatePostgres(db: Db) {
  const t0 = performance.now();
  // Bulk load: the index triggers are disabled and the search and prefix tables filled once at the end (same result).
  const tables = ['titles', 'people', 'titles_search', 'people_search'];
  for (const table of tables) await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`).execute(db);
  const batch = 20_000;
  for (let done = 0; done < TITLES; done += batch) {
    const cols: [string[], string[], (string | null)[], number[], string[], number[]] = [[], [], [], [], [], []];
    for (let i = done; i < Math.min(TITLES, done + batch); i++) {
      const year = 1920 + Math.floor(rand() * 106);
      cols[0].push(rand() < 0.7 ? 'movie' : 'series');
      cols[1].push(titleName());
      cols[2].push(rand() < 0.1 ? titleName() : null);
      cols[3].push(year);
      cols[4].push(`${year}-06-01`);
      cols[5].push(Math.floor(rand() ** 4 * 1000));
    }
    await sql`INSERT INTO titles (type, name, original_name, slug, year, release_date, popularity)
      SELECT t, n, o, 'x', y, r, p FROM unnest(${cols[0]}::text[], ${cols[1]}::text[], ${cols[2]}::text[], ${cols[3]}::int[], ${cols[4]}::text[], ${cols[5]}::real[]) AS u(t, n, o, y, r, p)`.execute(
      db,
    );
  }
  for (let done = 0; done < PEOPLE; done += batch) {
    const names: string[] = [];
    const pops: number[] = [];
    for (let i = done; i < Math.min(PEOPLE, done + batch); i++) {
      names.push(`${pick(firstNames)} ${pick(lastNames)}`);
      pops.push(Math.floor(rand() ** 4 * 500));
    }
    await sql`INSERT INTO people (name, slug, popularity) SELECT n, 'x', p FROM unnest(${names}::text[], ${pops}::real[]) AS u(n, p)`.execute(
      db,
    );
  }
  for (const table of ['titles', 'people']) {
    await fillSearchIndex(db, table, true);
    await fillSearchPrefixes(db, table);
  }
  for (const table of tables) await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`).execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(
    `generated ${TITLES.toLocaleString()} titles and ${PEOPLE.toLocaleString()} people in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

function postgresStore(db: Db): BenchStore {
  const one = async (q: ReturnType<typeof sql<{ v: unknown }>>) => (await q.execute(db)).rows[0]?.v;
  return {
    async counts() {
      return {
        titles: Number(await one(sql<{ v: number }>`SELECT max(id) AS v FROM titles`)),
        people: Number(await one(sql<{ v: number }>`SELECT max(id) AS v FROM people`)),
      };
    },
    async titleName(id) {
      return String(await one(sql<{ v: string }>`SELECT name AS v FROM titles WHERE id = ${id}`));
    },
    async personName(id) {
      return String(await one(sql<{ v: string }>`SELECT name AS v FROM people WHERE id = ${id}`));
    },
    async like(q) {
      const p = `%${q}%`;
      await sql`SELECT id FROM titles WHERE name ILIKE ${p} OR original_name ILIKE ${p} ORDER BY popularity DESC LIMIT 8`.execute(db);
      await sql`SELECT id FROM people WHERE name ILIKE ${p} ORDER BY popularity DESC LIMIT 8`.execute(db);
    },
    // The backends of this database on this machine: Linux's per-task CPU clock (/proc/PID/sched,
    // sum_exec_runtime in ms), precise where /proc/PID/stat counts 10 ms ticks.
    async serverCpu() {
      const { rows } = await sql<{
        pid: number;
      }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`.execute(db);
      const used = () =>
        rows.reduce((ms, { pid }) => {
          const sched = fs.readFileSync(`/proc/${pid}/sched`, 'utf8');
          return ms + Number(/se\.sum_exec_runtime\s*:\s*([\d.]+)/.exec(sched)?.[1] ?? 0);
        }, 0);
      const start = used();
      return () => used() - start;
    },
  };
}

async function measure(db: Db, store: BenchStore, engineName: string) {
  const { titles: titleCount, people: peopleCount } = await store.counts();

  // Typeahead prefixes as people type them: 2-5 letters of a word, sometimes after a full word.
  const prefixes: string[] = [];
  while (prefixes.length < SAMPLES) {
    const name =
      rand() < 0.7
        ? await store.titleName(1 + Math.floor(rand() * titleCount))
        : await store.personName(1 + Math.floor(rand() * peopleCount));
    const words = name.split(' ');
    const w = words.length > 1 && rand() < 0.3 ? 1 : 0;
    const partial = words[w]!.slice(0, 2 + Math.floor(rand() * 4));
    prefixes.push(w ? `${words[0]} ${partial}` : partial);
  }

  const engine = searchEngine(db);
  const typeahead = async (q: string) => {
    await engine.search(db, catalogueIndexes.titles, q, 8);
    await engine.search(db, catalogueIndexes.people, q, 8);
  };
  const like = (q: string) => store.like(q);

  for (const q of prefixes.slice(0, 10)) await typeahead(q); // warm the page cache
  // Wall time and CPU time per query: on a shared, busy machine the CPU time shows the work a
  // query costs (this process's, plus on PostgreSQL the server backends'), the wall time what a
  // user would wait at that load.
  const timed = async (fn: () => unknown) => {
    const server = await store.serverCpu?.();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    const wall = performance.now() - t0;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000 + (server?.() ?? 0) };
  };
  const ftsRuns = [];
  for (const q of prefixes) ftsRuns.push(await timed(() => typeahead(q)));
  const likeRuns = [];
  for (const q of prefixes.slice(0, LIKE_SAMPLES)) likeRuns.push(await timed(() => like(q)));

  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
  const stats = (runs: { wall: number; cpu: number }[], k: 'wall' | 'cpu') => ({
    p50: pct(
      runs.map((r) => r[k]),
      50,
    ),
    p95: pct(
      runs.map((r) => r[k]),
      95,
    ),
  });
  console.log(
    `load average now: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  for (const k of ['wall', 'cpu'] as const) {
    const fts = stats(ftsRuns, k);
    const base = stats(likeRuns, k);
    console.log(
      `[${k} time] typeahead (titles + people, ${SAMPLES} prefixes) via the ${engineName} search module: p50 ${fts.p50.toFixed(2)} ms, p95 ${fts.p95.toFixed(2)} ms`,
    );
    console.log(
      `[${k} time] the same prefixes as ${engineName.startsWith('Postgre') ? 'ILIKE' : 'LIKE'} '%q%' (${LIKE_SAMPLES} samples): p50 ${base.p50.toFixed(1)} ms, p95 ${base.p95.toFixed(1)} ms`,
    );
    console.log(
      `[${k} time] ratio: p50 ${(base.p50 / fts.p50).toFixed(0)}x, p95 ${(base.p95 / fts.p95).toFixed(0)}x faster (target: p95 <= 20 ms and >= 100x)`,
    );
    if (k === 'wall') {
      const engine = engineName.startsWith('Postgre') ? 'postgres' : 'sqlite';
      report(`search ${engine} typeahead p95`, fts.p95, '<=20', 'ms');
      report(`search ${engine} p95 vs ${engine === 'postgres' ? 'ILIKE' : 'LIKE'}`, base.p95 / fts.p95, '>=100', 'x faster');
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
