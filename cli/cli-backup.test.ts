import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDataDir } from './run-cli';

let tmp: ReturnType<typeof tempDataDir>;
const cli = (...args: string[]) => runCli(args, { cwd: tmp.dir });
const dbFile = () => path.join(tmp.dataDir, 'marquee.db');
const integrity = (file: string) => execFileSync('sqlite3', [file, 'pragma integrity_check'], { encoding: 'utf8' }).trim();

beforeAll(async () => {
  tmp = tempDataDir();
  expect((await cli('install', '--email', 'admin@example.com', '--password', 'admin-password')).code).toBe(0);
  // enough rows that the copy takes several steps
  const db = new SQLite(dbFile());
  const insert = db.prepare("insert into error_log (level, message, created_at) values ('error', ?, ?)");
  db.transaction(() => {
    for (let i = 0; i < 20_000; i++) insert.run(`seed ${i} ${'x'.repeat(200)}`, new Date(Date.UTC(2026, 0, 1 + (i % 60))).toISOString());
  })();
  db.close();
}, 60_000);
afterAll(() => tmp.cleanup());

describe('marquee backup', { timeout: 120_000 }, () => {
  it('makes a consistent copy while another connection keeps writing', async () => {
    const writer = new SQLite(dbFile());
    writer.pragma('journal_mode = WAL');
    writer.pragma('busy_timeout = 5000');
    const insert = writer.prepare("insert into schedule_log (command, status, ran_at) values ('write-during-backup', 'completed', ?)");
    let writes = 0;
    const timer = setInterval(() => {
      insert.run(new Date().toISOString());
      writes += 1;
    }, 2);
    const output = path.join(tmp.dir, 'live.db');
    let res;
    try {
      res = await cli('backup', '--output', output);
    } finally {
      clearInterval(timer);
      writer.close();
    }
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Database backed up to ${output}`);
    expect(writes).toBeGreaterThan(0);
    expect(integrity(output)).toBe('ok');
    const copy = new SQLite(output, { readonly: true });
    expect((copy.prepare('select count(*) as n from error_log').get() as { n: number }).n).toBe(20_000);
    copy.close();
  });

  it('archives storage next to the backup with --with-storage', async () => {
    fs.mkdirSync(path.join(tmp.dataDir, 'storage/avatars'), { recursive: true });
    fs.writeFileSync(path.join(tmp.dataDir, 'storage/avatars/a.png'), 'png-bytes');
    const res = await cli('backup', '--with-storage');
    expect(res.code).toBe(0);
    const backups = fs.readdirSync(path.join(tmp.dataDir, 'backups'));
    const db = backups.find((f) => f.endsWith('.db'))!;
    expect(backups).toContain(`${db}.storage.tar.gz`);
    expect(integrity(path.join(tmp.dataDir, 'backups', db))).toBe('ok');
    const listing = execFileSync('tar', ['-tzf', path.join(tmp.dataDir, 'backups', `${db}.storage.tar.gz`)], { encoding: 'utf8' });
    expect(listing).toContain('storage/avatars/a.png');
  });

  it('refuses to overwrite an existing file', async () => {
    const res = await cli('backup', '--output', path.join(tmp.dir, 'live.db'));
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('already exists');
  });
});

describe('marquee restore', { timeout: 120_000 }, () => {
  it('refuses a file that is not a sound Marquee database, before touching anything', async () => {
    const junk = path.join(tmp.dir, 'junk.db');
    fs.writeFileSync(junk, 'this is not sqlite at all'.repeat(100));
    const notDb = await cli('restore', junk);
    expect(notDb.code).toBe(1);
    expect(notDb.stderr).toMatch(/junk\.db/);
    const other = path.join(tmp.dir, 'other.db');
    new SQLite(other).exec('create table t (x)');
    const foreign = await cli('restore', other);
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toContain('not a Marquee database');
    expect((await cli('restore', path.join(tmp.dir, 'missing.db'))).code).toBe(1);
  });

  it('refuses while the database is open elsewhere unless --force', async () => {
    const server = new SQLite(dbFile());
    server.pragma('journal_mode = WAL');
    server.prepare('select count(*) from users').get();
    try {
      const res = await cli('restore', path.join(tmp.dir, 'live.db'));
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('is in use');
      const forced = await cli('restore', path.join(tmp.dir, 'live.db'), '--force');
      expect(forced.code).toBe(0);
      expect(forced.stdout).toContain('Restart the server so it opens the restored database.');
    } finally {
      server.close();
    }
  });

  it('restores the database and storage from a backup', async () => {
    const backups = path.join(tmp.dataDir, 'backups');
    const db = fs.readdirSync(backups).find((f) => f.endsWith('.db'))!;
    // changes after the backup that the restore must undo
    const live = new SQLite(dbFile());
    live.exec("delete from error_log; insert into users (email, name) values ('late@example.com', 'Late')");
    live.close();
    fs.writeFileSync(path.join(tmp.dataDir, 'storage/avatars/a.png'), 'changed');
    const res = await cli('restore', path.join(backups, db), '--storage', path.join(backups, `${db}.storage.tar.gz`));
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(integrity(dbFile())).toBe('ok');
    const restored = new SQLite(dbFile(), { readonly: true });
    expect((restored.prepare('select count(*) as n from error_log').get() as { n: number }).n).toBe(20_000);
    expect(restored.prepare("select id from users where email = 'late@example.com'").get()).toBeUndefined();
    restored.close();
    expect(fs.readFileSync(path.join(tmp.dataDir, 'storage/avatars/a.png'), 'utf8')).toBe('png-bytes');
  });
});

describe('marquee logs:export', { timeout: 120_000 }, () => {
  it('writes JSON lines for a date range', async () => {
    const out = path.join(tmp.dir, 'errors.jsonl');
    const res = await cli('logs:export', '--type', 'error', '--from', '2026-01-01', '--to', '2026-01-02', '--output', out);
    expect(res.code).toBe(0);
    const lines = fs
      .readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // seeded rows cycle through 60 days: days 1 and 2 hold 2/60 of them
    expect(lines).toHaveLength(Math.ceil(20_000 / 60) * 2);
    expect(lines.every((l) => l.created_at >= '2026-01-01' && l.created_at < '2026-01-03')).toBe(true);
    expect(res.stdout).toContain(`Exported ${lines.length} error log entries to ${out}`);
  });

  it('writes CSV with a header and quoted fields', async () => {
    const live = new SQLite(dbFile());
    live
      .prepare('insert into outgoing_email_log ("to", subject, status, created_at) values (?, ?, \'sent\', ?)')
      .run('a@example.com', 'Hello, "world"', '2026-02-01T10:00:00.000Z');
    live.close();
    const out = path.join(tmp.dir, 'mail.csv');
    const res = await cli('logs:export', '--type', 'outgoing-email', '--format', 'csv', '--output', out);
    expect(res.code).toBe(0);
    const [header, row] = fs.readFileSync(out, 'utf8').split('\r\n');
    expect(header).toBe('id,message_id,from,to,subject,html,text,status,error,created_at');
    expect(row).toContain(',a@example.com,"Hello, ""world""",,,sent,,2026-02-01T10:00:00.000Z');
  });

  it('rejects a bad type, format or range with exit 2', async () => {
    const results = await Promise.all([
      cli('logs:export', '--type', 'debug'),
      cli('logs:export', '--format', 'xml'),
      cli('logs:export', '--from', 'last week'),
      cli('logs:export', '--from', '2026-02-01', '--to', '2026-01-01'),
    ]);
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(results[0]!.stderr).toContain('--type: must be one of schedule, error, outgoing-email');
    expect(results[3]!.stderr).toContain('--from: must not be after --to');
  });
});
