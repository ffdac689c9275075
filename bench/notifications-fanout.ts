// One notification event to 10,000 followers of a series, through the real job queue: the time the
// request side spends publishing it (target < 50 ms), the total delivery time (10,000 in-app
// notifications, with 10% of the followers also getting an e-mail and 10% a push delivery job),
// and that total as a ratio to the floor: inserting the same 10,000 notification rows in one
// multi-row statement on the same database.
// Run by hand: npx tsx bench/notifications-fanout.ts [--followers N] [--engine sqlite|postgres]
import { performance } from 'node:perf_hooks';
import { nowIso } from '../src/db/database';
import { createTestTitle } from '../src/features/catalogue/common/factories';
import { publishNotification } from '../src/features/notifications/publish';
import { createTestContext } from '../src/testing/harness';
import { adminQuery, startCluster } from '../src/testing/postgres';
import { report } from './lib/report';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const FOLLOWERS = Number(arg('followers', '10000'));
const ENGINE = arg('engine', 'sqlite');
const PUBLISH_SAMPLES = 25;

// PostgreSQL: a throwaway cluster with one database (src/testing/postgres.ts)
const cluster = ENGINE === 'postgres' ? await startCluster() : null;
if (cluster) await adminQuery(cluster.url, 'CREATE DATABASE bench');
const t = await createTestContext(cluster ? { env: { DATABASE_URL: `${cluster.url}/bench` } } : {});
try {
  const title = await createTestTitle(t.db, { name: 'Bench Series', type: 'series' });
  const ids: number[] = [];
  for (let i = 0; i < FOLLOWERS; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, FOLLOWERS - i) }, (_, j) => ({
      email: `follower${i + j}@bench.local`,
      name: `Follower ${i + j}`,
      created_at: nowIso(),
      updated_at: nowIso(),
    }));
    ids.push(...(await t.db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id));
  }
  for (let i = 0; i < ids.length; i += 1000) {
    await t.db
      .insertInto('content_follows')
      .values(ids.slice(i, i + 1000).map((user_id) => ({ user_id, title_id: title.id })))
      .execute();
  }
  // a tenth chose e-mail, another tenth the browser, for this type
  const type = 'follows.episode_playable';
  const chosen = ids.flatMap((user_id, i) =>
    i % 10 === 0
      ? [{ user_id, notif_id: type, channels: JSON.stringify({ email: true, browser: false }) }]
      : i % 10 === 1
        ? [{ user_id, notif_id: type, channels: JSON.stringify({ email: false, browser: true }) }]
        : [],
  );
  for (let i = 0; i < chosen.length; i += 1000)
    await t.db
      .insertInto('notification_subscriptions')
      .values(chosen.slice(i, i + 1000))
      .execute();

  const event = (n: number) => ({
    type,
    audience: { resolver: 'title-followers', id: title.id },
    key: `bench:${n}`,
    data: {
      lines: [{ content: `New episode of Bench Series: S1 E${n}`, type: 'primary' as const }],
      mainAction: { action: `/titles/${title.id}/bench-series`, label: 'Watch' },
    },
  });

  // the request side: publishing (event row + fan-out job) in the cause's transaction
  const publishTimes: number[] = [];
  for (let n = 1; n <= PUBLISH_SAMPLES; n++) {
    const started = performance.now();
    await t.db.transaction().execute((trx) => publishNotification({ db: trx, services: t.services }, event(n)));
    publishTimes.push(performance.now() - started);
  }
  // only the last event is delivered; the others are dropped before the worker sees them
  await t.db.deleteFrom('jobs').execute();
  await t.db.deleteFrom('notification_events').where('key', '!=', `bench:${PUBLISH_SAMPLES}`).execute();
  const last = await t.db.selectFrom('notification_events').select('id').executeTakeFirstOrThrow();
  await t.services.jobs.dispatch('notifications:fan-out', { eventId: last.id });

  const started = performance.now();
  await t.services.jobs.runUntilIdle();
  const total = performance.now() - started;
  const delivered = Number(
    (
      await t.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const mails = Number(
    (
      await t.db
        .selectFrom('outgoing_email_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

  // the floor: the same rows in one multi-row insert per 1,000, no audience, no choices, no jobs
  await t.db.deleteFrom('notifications').execute();
  const floorStarted = performance.now();
  await t.db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += 1000) {
      await trx
        .insertInto('notifications')
        .values(ids.slice(i, i + 1000).map((user_id) => ({ user_id, type, data: JSON.stringify(event(0).data), created_at: nowIso() })))
        .execute();
    }
  });
  const floor = performance.now() - floorStarted;

  publishTimes.sort((a, b) => a - b);
  const p = (q: number) => publishTimes[Math.min(publishTimes.length - 1, Math.floor(q * publishTimes.length))]!;
  console.log(`notifications-fanout (${ENGINE}): one event to ${FOLLOWERS.toLocaleString('en')} followers`);
  console.log(`  publish (request side): p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms (target < 50 ms)`);
  console.log(`  delivery: ${delivered.toLocaleString('en')} notifications, ${mails} e-mails in ${(total / 1000).toFixed(2)} s`);
  console.log(`  floor (bare inserts of the same rows): ${(floor / 1000).toFixed(2)} s → ${(total / floor).toFixed(1)}× the floor`);
  report(`notifications ${ENGINE} publish p95`, p(0.95), '<50', 'ms');
  report(`notifications ${ENGINE} delivery vs bare inserts`, total / floor, 'reference', 'x floor');
} finally {
  await t.close();
  cluster?.stop();
}
