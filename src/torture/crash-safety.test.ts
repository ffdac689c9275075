import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli';
import { testEngine } from '../testing/postgres';
import { type Ack, healthy, killPoints, seededRandom, startServer, tortureDatabase, tortureSizes } from '../testing/torture/torture-kit';
import { type Outcome, planWrites, seedLoad, sendWrite, signIn } from '../testing/torture/writes-load';
import type { SpawnedServer } from '../testing/uploads-server';

// Issue 17 item 6, crash safety measured: the production bundle on a SQLite DATA_DIR (or, in the
// TEST_DATABASE=postgres pass, a PostgreSQL database) is SIGKILLed
// at seeded random points while several users write concurrently; after each restart the database
// passes integrity_check, every write the client saw acknowledged is there, and /health is ok.
// `marquee backup` taken under that load restores to an instance that starts with the data up to
// the backup. Sizes from the environment (torture-kit.ts): `npm test` runs a short version,
// `npm run test:torture` the full one (20 kills, 10,000 writes, 1 GB upload; upload in tus-crash.test.ts).

const sizes = tortureSizes();
let tmp: string;
const servers: SpawnedServer[] = [];
const databases: { drop(): Promise<void> }[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-torture-'));
});

afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  for (const d of databases) await d.drop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`crash safety under concurrent writes (${testEngine()})`, () => {
  it(`loses no acknowledged write across ${sizes.kills} SIGKILLs during ${sizes.writes} writes`, { timeout: 1_800_000 }, async () => {
    console.log(`torture seed ${sizes.seed} (replay with TORTURE_SEED=${sizes.seed})`);
    const started = performance.now();
    const random = seededRandom(sizes.seed);
    const dataDir = path.join(tmp, 'data');
    fs.mkdirSync(dataDir);
    const db = await tortureDatabase(dataDir);
    databases.push(db);

    let server = await startServer(dataDir, db.env);
    servers.push(server);
    // about 125 writes per user: 12 comments, 41 ratings, 72 list items, inside the write limits
    const { titles, users } = await seedLoad(server, Math.max(8, Math.ceil(sizes.writes / 125)), 80);
    const seeded = performance.now();
    const plan = planWrites(random, users.length, sizes.writes, titles);
    const kills = killPoints(random, sizes.kills, Math.ceil(sizes.writes * 0.03), Math.floor(sizes.writes * 0.97));
    const backupAt = random.int(Math.floor(sizes.writes * 0.3), Math.floor(sizes.writes * 0.7));

    const acks: Ack[] = [];
    const refused: Outcome[] = [];
    let cut = 0;
    let issued = 0;
    let killed = 0;
    const restartMs: number[] = [];
    let gate: Promise<void> = Promise.resolve();
    let crashing = false;

    /** SIGKILL now (other users' requests are in flight), restart on the same folder, check, let the writers go on. */
    const crash = async () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      crashing = true;
      try {
        await server.kill('SIGKILL');
        expect(server.process.signalCode).toBe('SIGKILL');
        killed += 1;
        const down = performance.now();
        server = await startServer(dataDir, db.env);
        servers.push(server);
        restartMs.push(performance.now() - down);
        expect(db.integrity()).toEqual([]);
        expect(await db.missing([...acks])).toEqual([]);
        expect(await healthy(server.url)).toBe(true);
      } finally {
        crashing = false;
        release();
      }
    };
    const crashes: Promise<void>[] = [];

    let backup: Promise<{ code: number | null; stderr: string; file: string; acked: Ack[] }> | null = null;
    const backupFile = path.join(tmp, db.engine === 'sqlite' ? 'under-load.db' : 'under-load.dump');
    const startBackup = () => {
      const acked = [...acks]; // everything acknowledged before the backup began must be in it
      backup = runCli(['backup', '--output', backupFile], { cwd: tmp, env: { DATA_DIR: dataDir, ...db.env } }).then((r) => ({
        ...r,
        file: backupFile,
        acked,
      }));
    };

    // each user sends one write at a time; a write cut off by a kill is sent again once the server
    // is back, as a client would (ratings and list items are idempotent; a comment may end up twice)
    let broken = false;
    await Promise.all(
      users.map(async (user, u) => {
        for (const [i, write] of plan[u]!.entries()) {
          for (;;) {
            await gate;
            if (broken) return;
            issued += 1;
            if (!crashing && kills[0] !== undefined && issued >= kills[0]) {
              kills.shift();
              crashes.push(
                crash().catch((err: unknown) => {
                  broken = true;
                  throw err;
                }),
              );
            }
            if (!backup && issued >= backupAt) startBackup();
            const outcome = await sendWrite(server, user, write, `u${u}-w${i}-s${sizes.seed}`);
            if (outcome.cut) {
              cut += 1;
              continue;
            }
            if (outcome.ack) acks.push(outcome.ack);
            else refused.push(outcome);
            break;
          }
        }
      }),
    );
    await Promise.all(crashes);
    const writeMs = performance.now() - seeded;

    // the end state of the run, on the server that is up now
    expect(db.integrity()).toEqual([]);
    expect(await db.missing(acks)).toEqual([]);
    expect(await healthy(server.url)).toBe(true);
    expect(killed).toBe(sizes.kills);
    expect(refused.filter((r) => r.status! >= 500)).toEqual([]);
    // the plan stays inside the per-user write limits: nothing is refused
    expect(refused).toEqual([]);
    expect(acks.length).toBe(sizes.writes);
    expect(cut).toBeGreaterThan(0);

    // the backup taken under load restores to a working instance holding every write acknowledged before it
    const taken = await backup!;
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    const restoreDir = path.join(tmp, 'restored');
    fs.mkdirSync(restoreDir);
    const restoredDb = await tortureDatabase(path.join(restoreDir, 'data'));
    databases.push(restoredDb);
    const restored = await runCli(['restore', taken.file], { cwd: restoreDir, env: restoredDb.env });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const instance = await startServer(path.join(restoreDir, 'data'), restoredDb.env);
    servers.push(instance);
    expect(restoredDb.integrity()).toEqual([]);
    expect(await restoredDb.missing(taken.acked)).toEqual([]);
    expect(await healthy(instance.url)).toBe(true);
    expect(await signIn(instance, users[0]!.email, users[0]!.password)).toMatch(/session/);

    console.log(
      `torture writes (${db.engine}): seed ${sizes.seed}, ${users.length} users, ${sizes.writes} writes, ${acks.length} acknowledged, ${cut} sends cut off (by a kill, or a reset connection) and sent again, ` +
        `lost 0, ${killed} SIGKILLs (restart median ${Math.round(restartMs.sort((a, b) => a - b)[restartMs.length >> 1] ?? 0)} ms), ` +
        `backup under load held ${taken.acked.length} acknowledged writes and restored; ` +
        `set-up ${((seeded - started) / 1000).toFixed(1)} s, writes and kills ${(writeMs / 1000).toFixed(1)} s`,
    );
  });
});
