import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../src/db/database';
import { verifyPassword } from '../src/features/accounts/auth/passwords';
import { createSession } from '../src/features/accounts/auth/sessions';
import { runCli, tempDataDir } from './run-cli';

let tmp: ReturnType<typeof tempDataDir>;
let database: OpenedDatabase;
const cli = (...args: string[]) => runCli(args, { cwd: tmp.dir });
const db = () => database.db;
const user = (email: string) => db().selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const roleNames = async (userId: number) =>
  (
    await db()
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_id', '=', userId)
      .orderBy('roles.name')
      .execute()
  ).map((r) => r.name);

beforeAll(async () => {
  tmp = tempDataDir();
  const res = await cli('install', '--email', 'admin@example.com', '--password', 'admin-password');
  expect(res.code).toBe(0);
  database = openDatabase(`sqlite:${path.join(tmp.dataDir, 'marquee.db')}`);
}, 60_000);
afterAll(async () => {
  await database.close();
  tmp.cleanup();
});

describe('marquee user:*', { timeout: 120_000 }, () => {
  it('user:create makes a verified user with a hashed password and the given role', async () => {
    const res = await cli('user:create', '--email', 'Editor@Example.com', '--password', 'editor-pass', '--name', 'Ed', '--role', 'Admins');
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Created user #\d+ editor@example\.com/);
    const row = await user('editor@example.com');
    expect(row.name).toBe('Ed');
    expect(row.email_verified_at).toBeTruthy();
    expect(await verifyPassword(row.password, 'editor-pass')).toBe(true);
    expect(await roleNames(row.id)).toEqual(['Admins']);
  });

  it('user:create gives the default role when no --role is given', async () => {
    expect((await cli('user:create', '--email', 'viewer@example.com', '--password', 'viewer-pass')).code).toBe(0);
    expect(await roleNames((await user('viewer@example.com')).id)).toEqual(['Users']);
  });

  it('user:create refuses bad input with exit 2 and a taken e-mail with exit 1', async () => {
    const cases = await Promise.all([
      cli('user:create', '--email', 'nope', '--password', 'long-enough'),
      cli('user:create', '--email', 'x@example.com', '--password', 'short'),
      cli('user:create', '--password', 'long-enough'),
    ]);
    for (const res of cases) {
      expect(res.code).toBe(2);
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(cases[0]!.stderr).toContain('--email: must be an e-mail address');
    expect(cases[1]!.stderr).toContain('--password: must be at least 8 characters');
    const taken = await cli('user:create', '--email', 'viewer@example.com', '--password', 'viewer-pass');
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim()).toBe('marquee: A user with this email already exists.');
    const role = await cli('user:create', '--email', 'y@example.com', '--password', 'long-enough', '--role', 'Wizards');
    expect(role.code).toBe(1);
    expect(role.stderr).toContain('No role "Wizards"');
  });

  it('user:password sets the password and ends every session of the user', async () => {
    const viewer = await user('viewer@example.com');
    await createSession(db(), viewer.id);
    await createSession(db(), viewer.id, { remember: true });
    const res = await cli('user:password', 'viewer@example.com', '--password', 'brand-new-pass');
    expect(res.code).toBe(0);
    expect(await verifyPassword((await user('viewer@example.com')).password, 'brand-new-pass')).toBe(true);
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', viewer.id).execute()).toEqual([]);
    const missing = await cli('user:password', 'ghost@example.com', '--password', 'brand-new-pass');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No user "ghost@example.com"');
    const noPassword = await cli('user:password', 'viewer@example.com');
    expect(noPassword.code).toBe(2);
  });

  it('user:ban suspends (ending sessions) and user:unban lifts it, by e-mail or id', async () => {
    const viewer = await user('viewer@example.com');
    await createSession(db(), viewer.id);
    expect((await cli('user:ban', 'viewer@example.com', '--reason', 'spam')).code).toBe(0);
    expect(await user('viewer@example.com')).toMatchObject({ ban_reason: 'spam' });
    expect((await user('viewer@example.com')).banned_at).toBeTruthy();
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', viewer.id).execute()).toEqual([]);
    expect((await cli('user:unban', String(viewer.id))).code).toBe(0);
    expect(await user('viewer@example.com')).toMatchObject({ banned_at: null, ban_reason: null });
  });

  it('user:role assigns and removes a role', async () => {
    const viewer = await user('viewer@example.com');
    expect((await cli('user:role', 'viewer@example.com', 'admins')).stdout).toContain('Assigned role Admins');
    expect(await roleNames(viewer.id)).toEqual(['Admins', 'Users']);
    expect((await cli('user:role', 'viewer@example.com', 'Admins', '--remove')).stdout).toContain('Removed role Admins');
    expect(await roleNames(viewer.id)).toEqual(['Users']);
    expect((await cli('user:role', 'viewer@example.com')).code).toBe(2);
  });
});

describe('marquee role:*', { timeout: 120_000 }, () => {
  it('role:create, role:grant with restrictions, role:list and role:revoke', async () => {
    const created = await cli('role:create', 'Editors', '--description', 'Edit the catalogue', '--default');
    expect(created.code).toBe(0);
    expect((await cli('role:create', 'Editors')).code).toBe(1);
    expect((await cli('role:create', '   ')).code).toBe(2);

    expect((await cli('role:grant', 'Editors', 'titles.update')).code).toBe(0);
    const quota = await cli('role:grant', 'Editors', 'lists.create', '--restriction', 'count=5');
    expect(quota.stdout).toContain('Granted lists.create (count=5) to role Editors.');

    const list = await cli('role:list', '--json');
    const editors = (
      JSON.parse(list.stdout) as { name: string; default: number; permissions: { name: string; restrictions: unknown }[] }[]
    ).find((r) => r.name === 'Editors')!;
    expect(editors.default).toBe(1);
    expect(editors.permissions).toEqual([
      { name: 'lists.create', restrictions: [{ name: 'count', value: 5 }] },
      { name: 'titles.update', restrictions: [] },
    ]);
    const table = await cli('role:list');
    expect(table.stdout).toMatch(/Editors\s+0\s+default\s+lists\.create, titles\.update/);

    expect((await cli('role:revoke', 'Editors', 'titles.update')).stdout).toContain('Revoked titles.update from role Editors.');
    const after = JSON.parse((await cli('role:list', '--json')).stdout) as { name: string; permissions: { name: string }[] }[];
    expect(after.find((r) => r.name === 'Editors')!.permissions.map((p) => p.name)).toEqual(['lists.create']);
  });

  it('role:grant rejects unknown permissions, roles and restrictions', async () => {
    const results = await Promise.all([
      cli('role:grant', 'Editors', 'no.such.permission'),
      cli('role:grant', 'Editors', 'lists.create', '--restriction', 'bogus=1'),
      cli('role:grant', 'Editors', 'lists.create', '--restriction', 'count=lots'),
      cli('role:grant', 'Nobody', 'lists.create'),
    ]);
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 1]);
    expect(results[1]!.stderr).toContain('has no restriction "bogus"');
    expect(results[2]!.stderr).toContain('--restriction: use name=number');
  });
});
