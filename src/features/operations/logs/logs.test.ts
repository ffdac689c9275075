import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import { type Database, nowIso } from '../../../db/database';
import { useTestContext } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';
import { expectPermissionGate } from '../../../testing/permission-gate';
import { pruneLogs } from './logs.prune';

const t = useTestContext({}, { each: true });

const daysAgo = (n: number) => nowIso(new Date(Date.now() - n * 86_400_000));

async function signInAdmin() {
  const admin = await createTestUser(t.db, { admin: true });
  await t.signIn(admin.id);
}

describe('GET api/v1/logs/*', () => {
  it('lists the schedule log newest first, paginated', async () => {
    await signInAdmin();
    for (let i = 0; i < 5; i++) {
      await t.db
        .insertInto('schedule_log')
        .values({ command: `task:${i}`, status: 'completed', duration_ms: i, ran_at: daysAgo(5 - i) })
        .execute();
    }
    const res = await t.request('/api/v1/logs/schedule?perPage=2&page=2');
    expect(res.status).toBe(200);
    const { pagination } = await res.json();
    expect(pagination).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(pagination.data.map((r: { command: string }) => r.command)).toEqual(['task:2', 'task:1']);
  });

  it('filters the error log by text and date range', async () => {
    await signInAdmin();
    await t.db
      .insertInto('error_log')
      .values([
        { level: 'error', message: 'Database locked', url: '/api/v1/titles', created_at: '2026-01-10T10:00:00.000Z' },
        { level: 'error', message: 'Payment failed', created_at: '2026-01-31T23:59:00.000Z' },
        { level: 'warn', message: 'Slow query', created_at: '2026-02-01T00:00:01.000Z' },
      ])
      .execute();
    const byText = await (await t.request('/api/v1/logs/error?query=locked')).json();
    expect(byText.pagination.data.map((r: { message: string }) => r.message)).toEqual(['Database locked']);
    const byRange = await (await t.request('/api/v1/logs/error?from=2026-01-31&to=2026-01-31')).json();
    expect(byRange.pagination.data.map((r: { message: string }) => r.message)).toEqual(['Payment failed']);
    const warnings = await (await t.request('/api/v1/logs/error?level=warn')).json();
    expect(warnings.pagination.data.map((r: { message: string }) => r.message)).toEqual(['Slow query']);
    expect((await t.request('/api/v1/logs/error?level=loud')).status).toBe(422);
    // LIKE wildcards in the query are literal
    expect((await (await t.request('/api/v1/logs/error?query=%25')).json()).pagination.total).toBe(0);
  });

  it('lists outgoing e-mail', async () => {
    await signInAdmin();
    await t.db
      .insertInto('outgoing_email_log')
      .values({ to: 'ada@example.com', subject: 'Welcome', status: 'sent', html: '<p>Hi</p>' })
      .execute();
    const body = await (await t.request('/api/v1/logs/outgoing-email')).json();
    expect(body.pagination.total).toBe(1);
    expect(body.pagination.data[0]).toMatchObject({ to: 'ada@example.com', subject: 'Welcome', status: 'sent' });
  });

  it('needs logs.view: 401 signed out, 403 without it, 200 with it', async () => {
    await expectPermissionGate(t, 'logs.view', ['/api/v1/logs/error', '/api/v1/logs/schedule', '/api/v1/logs/error/download-latest']);
  });

  it('answers bad paging and dates with 422 field errors', async () => {
    await signInAdmin();
    const res = await t.request('/api/v1/logs/schedule?perPage=500&from=yesterday-ish');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['from', 'perPage']);
  });
});

describe('GET api/v1/logs/error/download-latest', () => {
  it('404s with a JSON message when there is no error log', async () => {
    await signInAdmin();
    const res = await t.request('/api/v1/logs/error/download-latest');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'There is no error log yet.' });
  });

  it('downloads the newest error-YYYY-MM-DD.log', async () => {
    await signInAdmin();
    fs.mkdirSync(t.config.paths.logs, { recursive: true });
    fs.writeFileSync(path.join(t.config.paths.logs, 'error-2026-01-01.log'), 'old line\n');
    fs.writeFileSync(path.join(t.config.paths.logs, 'error-2026-03-02.log'), '{"level":50,"msg":"newest"}\n');
    fs.writeFileSync(path.join(t.config.paths.logs, 'notes.txt'), 'not a log');
    const res = await t.request('/api/v1/logs/error/download-latest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="error-2026-03-02.log"');
    expect(await res.text()).toBe('{"level":50,"msg":"newest"}\n');
  });
});

describe('pruneLogs', () => {
  it('removes log rows, finished jobs and log files older than the given days, and expired sessions', async () => {
    const user = await createTestUser(t.db);
    const seed = <T extends keyof Database>(table: T, rows: Insertable<Database[T]>[]) =>
      t.db
        .insertInto(table)
        .values(rows as never)
        .execute();
    await seed('error_log', [
      { level: 'error', message: 'old', created_at: daysAgo(40) },
      { level: 'error', message: 'new', created_at: daysAgo(1) },
    ]);
    await seed('schedule_log', [
      { command: 'old', status: 'completed', ran_at: daysAgo(31) },
      { command: 'new', status: 'completed', ran_at: daysAgo(29) },
    ]);
    await seed('outgoing_email_log', [
      { to: 'a@x.io', subject: 'old', status: 'sent', created_at: daysAgo(90) },
      { to: 'a@x.io', subject: 'new', status: 'sent', created_at: nowIso() },
    ]);
    await seed('sessions', [
      { id: 'a'.repeat(64), user_id: user.id, expires_at: daysAgo(1) },
      { id: 'b'.repeat(64), user_id: user.id, expires_at: nowIso(new Date(Date.now() + 86_400_000)) },
    ]);
    await seed('jobs', [
      { name: 'done-old', status: 'completed', updated_at: daysAgo(60) },
      { name: 'pending-old', status: 'pending', updated_at: daysAgo(60) },
      { name: 'done-new', status: 'completed', updated_at: nowIso() },
    ]);
    fs.mkdirSync(t.config.paths.logs, { recursive: true });
    const oldFile = path.join(t.config.paths.logs, `error-${daysAgo(45).slice(0, 10)}.log`);
    const newFile = path.join(t.config.paths.logs, `error-${daysAgo(0).slice(0, 10)}.log`);
    fs.writeFileSync(oldFile, 'x');
    fs.writeFileSync(newFile, 'y');

    const result = await pruneLogs(t.db, 30, t.config.paths.logs);

    expect(result).toEqual({ error_log: 1, schedule_log: 1, outgoing_email_log: 1, sessions: 1, jobs: 1, log_files: 1 });
    expect((await t.db.selectFrom('error_log').select('message').execute()).map((r) => r.message)).toEqual(['new']);
    expect((await t.db.selectFrom('schedule_log').select('command').execute()).map((r) => r.command)).toEqual(['new']);
    expect((await t.db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual(['b'.repeat(64)]);
    expect((await t.db.selectFrom('jobs').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(['pending-old', 'done-new']);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(newFile)).toBe(true);
  });
});
