import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../tests/e2e/accounts-kit';
import { ADMIN, type RunningServer, startServer } from '../tests/e2e/harness';
import { createTestDatabase, testEngine } from './testing/postgres';

// The scale-out topology of docker-compose.yml as real processes: two web processes (A and B) and
// two workers on one PostgreSQL database. Nothing that matters may live in one process's memory.
// PostgreSQL pass only (TEST_DATABASE=postgres): several processes on one SQLite file is not a
// supported setup.

const TASK = 'logs:prune';
const SLOT_MS = 2000;

describe.runIf(testEngine() === 'postgres')('two web processes and two workers on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: pg.Client;
  let a: RunningServer;
  let b: RunningServer;
  let workers: RunningServer[] = [];
  const all = () => [a, b, ...workers].filter(Boolean);

  beforeAll(async () => {
    database = await createTestDatabase();
    // TRUST_PROXY: the tests give each login an X-Forwarded-For address, as the proxy would;
    // SCHEDULES: a task every 2 s, to watch several periods
    const shared = { DATABASE_URL: database.url, TRUST_PROXY: 'true', SCHEDULES: `${TASK}=*/2 * * * * *` };
    // all at once on an unseeded database: they take turns to seed it (whileSettingUp)
    [a, b, ...workers] = await Promise.all([
      startServer({ ...shared, ROLE: 'web' }),
      startServer({ ...shared, ROLE: 'web' }),
      startServer({ ...shared, ROLE: 'worker' }),
      startServer({ ...shared, ROLE: 'worker' }),
    ]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(all().map((p) => p.stop('SIGTERM')));
    for (const p of all()) fs.rmSync(p.dataDir, { recursive: true, force: true });
    await database?.drop();
  }, 60_000);

  const signedInAdmin = async (server: RunningServer) => {
    const client = new ApiClient(server.url);
    await client.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
    return client;
  };
  const siteName = async (server: RunningServer) =>
    ((await (await fetch(`${server.url}/api/v1/bootstrap-data`)).json()) as { settings: { branding: { site_name: string } } }).settings
      .branding.site_name;

  it('serves through B, within 2 s, a setting an admin saved through A', async () => {
    expect(await siteName(b)).toBe('Marquee'); // B has the old value in memory
    const admin = await signedInAdmin(a);
    await admin.request('POST', 'api/v1/settings', { settings: { 'branding.site_name': 'Marquee Fleet' } });
    expect(await siteName(a)).toBe('Marquee Fleet');
    await expect.poll(() => siteName(b), { timeout: 2000, interval: 50 }).toBe('Marquee Fleet');
  });

  it('runs a job dispatched through A exactly once, in a worker, and B reports it done', async () => {
    const admin = await signedInAdmin(a);
    const { job } = (await admin.request('POST', 'api/v1/settings/search/rebuild')) as { job: { id: number; started: boolean } };
    expect(job.started).toBe(true);
    const onB = await signedInAdmin(b);
    await expect
      .poll(async () => ((await onB.request('GET', 'api/v1/settings/search/index')) as { rebuild: { status: string } }).rebuild.status, {
        timeout: 30_000,
      })
      .toBe('completed');
    const { rows } = await sql.query('select attempts from jobs where id = $1', [job.id]);
    expect(rows).toEqual([{ attempts: 1 }]);

    // a burst the two workers race for: each job is claimed once
    const now = new Date().toISOString();
    const burst = await sql.query(
      `insert into jobs (queue, name, payload, run_at, created_at, updated_at)
       select 'default', 'notifications:fan-out', '{"eventId":999999}', $1, $1, $1 from generate_series(1, 30) returning id`,
      [now],
    );
    const ids = burst.rows.map((r: { id: number }) => r.id);
    const finished = async () =>
      (await sql.query("select count(*)::int as n from jobs where id = any($1) and status = 'completed'", [ids])).rows[0].n as number;
    await expect.poll(finished, { timeout: 30_000 }).toBe(30);
    const attempts = await sql.query('select attempts, count(*)::int as n from jobs where id = any($1) group by attempts', [ids]);
    expect(attempts.rows).toEqual([{ attempts: 1, n: 30 }]);
  }, 60_000);

  it('counts failed logins on A and B together: the next one is refused on either', async () => {
    const login = (server: RunningServer, password: string) =>
      fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });
    // 10 failures for one address and e-mail is the limit: 5 through each process
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b : a, 'wrong-password')).status).toBe(422);
    for (const server of [a, b]) {
      const res = await login(server, ADMIN.password);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('runs a scheduled task once per period across the workers, and never in a web process', async () => {
    // one statement: the latest period claimed and the runs logged, as of the same moment
    const snapshot = async () => {
      const { rows } = await sql.query(
        `select (select period from schedule_leases where task = $1) as period, (select holder from schedule_leases where task = $1) as holder,
                (select count(*)::int from schedule_log where command = $1) as runs`,
        [TASK],
      );
      return rows[0] as { period: string | null; holder: string | null; runs: number };
    };
    await expect.poll(async () => (await snapshot()).period, { timeout: 30_000 }).not.toBeNull();
    const first = await snapshot();
    const periods = 4;
    await expect
      .poll(async () => Date.parse((await snapshot()).period!) - Date.parse(first.period!), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(periods * SLOT_MS);
    const last = await snapshot();
    const slots = (Date.parse(last.period!) - Date.parse(first.period!)) / SLOT_MS;
    // each slot in between ran once; a run claimed but not yet logged at either snapshot shifts the
    // count by at most one. Two processes running a slot would log about twice as many.
    expect(last.runs - first.runs).toBeGreaterThan(0);
    expect(last.runs - first.runs).toBeLessThanOrEqual(slots + 1);
    const workerPids = workers.map((w) => String(w.process.pid));
    for (const { holder } of [first, last]) expect(workerPids).toContain(holder!.split(':').at(-2));
  }, 60_000);
});
