import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { runCli, tempDataDir } from './run-cli';

const commands = [
  'install',
  'migrate',
  'user:create',
  'user:password',
  'user:ban',
  'user:unban',
  'user:role',
  'role:list',
  'role:create',
  'role:grant',
  'role:revoke',
  'cache:clear',
  'logs:export',
  'backup',
  'restore',
  'worker',
];

let tmp: ReturnType<typeof tempDataDir>;
const cli = (args: string[], env?: Record<string, string>) => runCli(args, { cwd: tmp.dir, env });

beforeAll(() => {
  tmp = tempDataDir();
});
afterAll(() => tmp.cleanup());

describe('marquee --help', { timeout: 120_000 }, () => {
  it('lists every command', async () => {
    const res = await cli(['--help']);
    expect(res.code).toBe(0);
    for (const name of commands) expect(res.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
  });

  it('answers --help for every command and migrate subcommand', async () => {
    const results = await Promise.all(
      [...commands, 'migrate up', 'migrate down', 'migrate status'].map((c) => cli([...c.split(' '), '--help'])),
    );
    for (const res of results) {
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/^Usage: marquee /);
    }
  });

  it('exits 2 with one line for an unknown command or option', async () => {
    const unknown = await cli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const option = await cli(['cache:clear', '--everything']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--everything'");
  });

  it('stops on a bad environment value with one line naming the variable', async () => {
    const res = await cli(['role:list'], { PORT: 'not-a-port' });
    expect(res.code).toBe(78);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain('PORT');
  });

  it('reports a missing database instead of creating an empty one', async () => {
    const res = await cli(['role:list']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('run "marquee install" first');
  });
});

describe('marquee install', { timeout: 120_000 }, () => {
  it('rejects a bad e-mail or short password before touching anything', async () => {
    const bad = await cli(['install', '--email', 'not-an-email', '--password', 'long-enough']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('marquee: --email: must be an e-mail address');
    const short = await cli(['install', '--email', 'boss@example.com', '--password', 'short']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('--password: must be at least 8 characters');
    expect(fs.existsSync(path.join(tmp.dataDir, 'marquee.db'))).toBe(false);
  });

  it('creates the folders, migrates, creates the admin and prints where things are', async () => {
    const res = await cli(['install', '--email', 'Boss@Example.com', '--password', 'boss-password', '--name', 'The Boss']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    for (const dir of ['storage', 'logs', 'cache']) expect(fs.existsSync(path.join(tmp.dataDir, dir))).toBe(true);
    expect(res.stdout).toContain(`Database: ${path.join(tmp.dataDir, 'marquee.db')}`);
    expect(res.stdout).toContain(`Storage:  ${path.join(tmp.dataDir, 'storage')}`);
    expect(res.stdout).toContain('URL:      http://localhost:3000');
    expect(res.stdout).toContain('Admin:    boss@example.com / boss-password');
    const database = openDatabase(`sqlite:${path.join(tmp.dataDir, 'marquee.db')}`);
    try {
      const admin = await database.db
        .selectFrom('users')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['users.name', 'users.email_verified_at', 'roles.name as role'])
        .where('users.email', '=', 'boss@example.com')
        .execute();
      expect(admin.map((r) => r.role)).toContain('Admins');
      expect(admin[0]).toMatchObject({ name: 'The Boss' });
    } finally {
      await database.close();
    }
  });

  it('is safe to run again', async () => {
    const res = await cli(['install']);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('an admin account already exists');
    const again = await cli(['install', '--email', 'other@example.com', '--password', 'other-password']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('an admin account already exists (--email/--password ignored');
    const database = openDatabase(`sqlite:${path.join(tmp.dataDir, 'marquee.db')}`);
    try {
      expect(
        await database.db.selectFrom('users').select('id').where('email', '=', 'other@example.com').executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

describe('marquee migrate', { timeout: 120_000 }, () => {
  it('shows status, rolls back the latest migration and applies it again', async () => {
    const status = await cli(['migrate', 'status', '--json']);
    expect(status.code).toBe(0);
    const list = JSON.parse(status.stdout) as { name: string; executedAt: string | null }[];
    expect(list[0]!.name).toBe('0001_foundation');
    expect(list.every((m) => m.executedAt)).toBe(true);
    const latest = list.at(-1)!.name;

    const down = await cli(['migrate', 'down']);
    expect(down.code).toBe(0);
    expect(down.stdout).toContain(`Rolled back ${latest}`);
    expect((await cli(['migrate', 'status'])).stdout).toMatch(new RegExp(`pending\\s+${latest}`));

    const up = await cli(['migrate']);
    expect(up.code).toBe(0);
    expect(up.stdout).toContain(`Migrated ${latest}`);
    expect((await cli(['migrate', 'up'])).stdout).toContain('Nothing to migrate');
  });
});

describe('marquee cache:clear', { timeout: 120_000 }, () => {
  it('empties DATA_DIR/cache and keeps the folder', async () => {
    const cache = path.join(tmp.dataDir, 'cache');
    fs.mkdirSync(path.join(cache, 'images/w300'), { recursive: true });
    fs.writeFileSync(path.join(cache, 'images/w300/a.webp'), 'x');
    fs.writeFileSync(path.join(cache, 'sitemap.xml'), 'y');
    const res = await cli(['cache:clear']);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Cleared 2 cached entries');
    expect(fs.readdirSync(cache)).toEqual([]);
  });
});
