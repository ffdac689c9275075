import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { isUpToDate, MIGRATIONS_DIR } from '../db/migrator';
import { productModules } from '../features';
import { prepareDatabase } from './install';
import { runJobsInChildProcesses } from './job-child';
import { createLogger } from './logger';
import { migrateInChildProcess } from './migrate-child';

// The production server migrates a new database in a child process (src/main.ts turns child
// processes on); here the child is src/main.ts under tsx, on a SQLite file of the test's own.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-migrate-child-'));
});
afterEach(() => {
  runJobsInChildProcesses(false);
  fs.rmSync(dir, { recursive: true, force: true });
});

const migrationCount = () => fs.readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).length;

describe('migrations in a child process', () => {
  it('migrates a new database in the child and reports every migration it ran', async () => {
    const url = `sqlite:${path.join(dir, 'marquee.db')}`;
    const ran = await migrateInChildProcess(url);
    expect(ran).toHaveLength(migrationCount());
    expect(ran[0]).toMatch(/^0001_/);
    const opened = openDatabase(url);
    try {
      expect(await isUpToDate(opened.db)).toBe(true);
      // a second run finds nothing to do
      expect(await migrateInChildProcess(url)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('prepares a first start with the migrations run by the child, then seeds in this process', async () => {
    runJobsInChildProcesses(true);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'first@example.com',
      ADMIN_PASSWORD: 'first-password',
    });
    const opened = openDatabase(config.DATABASE_URL);
    try {
      const { createdAdmin } = await prepareDatabase(opened.db, config, createLogger(config), productModules);
      expect(createdAdmin?.email).toBe('first@example.com');
      expect(await isUpToDate(opened.db)).toBe(true);
      const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(opened.db);
      expect(Number(rows[0]!.n)).toBe(migrationCount());
    } finally {
      await opened.close();
    }
  });

  it('rejects with the error the child met, not a bare exit code', async () => {
    // the database's folder is a file: the child cannot open it
    fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
    await expect(migrateInChildProcess(`sqlite:${path.join(dir, 'not-a-folder', 'marquee.db')}`)).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
