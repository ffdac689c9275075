import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/testing/free-port';
import { usePostgresCluster } from '../src/testing/pg-databases';
import { startTestS3 } from '../src/testing/s3';
import { runCli, tempDataDir } from './run-cli';

let tmp: ReturnType<typeof tempDataDir>;
const cluster = usePostgresCluster();
const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { cwd: tmp.dir, env });
const install = (env: Record<string, string> = {}) => cli(['install', '--email', 'admin@example.com', '--password', 'admin-password'], env);

/** doctor's report: each check's status and detail, by name. */
async function doctor(env: Record<string, string> = {}) {
  const res = await cli(['doctor'], env);
  const checks = new Map<string, { status: string; detail: string }>();
  for (const line of res.stdout.split('\n')) {
    const m = /^(ok|warn|fail)\s+(\w+)\s+(.*)$/.exec(line);
    if (m) checks.set(m[2]!, { status: m[1]!, detail: m[3]! });
  }
  const failed = [...checks.values()].some((c) => c.status === 'fail');
  expect(res.code).toBe(failed ? 1 : 0);
  return { ...res, checks, status: (name: string) => checks.get(name)?.status };
}

beforeAll(async () => {
  tmp = tempDataDir();
  expect((await install()).code).toBe(0);
}, 120_000);
afterAll(() => tmp?.cleanup());

describe('marquee doctor', { timeout: 120_000 }, () => {
  it('reports a healthy SQLite install check by check', async () => {
    const report = await doctor();
    expect(report.checks.get('database')).toEqual({ status: 'ok', detail: expect.stringMatching(/^SQLite 3\.\d+\.\d+ at .*marquee\.db$/) });
    expect(report.checks.get('migrations')).toEqual({ status: 'ok', detail: expect.stringMatching(/^all \d+ applied$/) });
    expect(report.status('ffmpeg')).toBe('ok');
    expect(report.status('ffprobe')).toBe('ok');
    expect(report.checks.get('storage')).toEqual({ status: 'ok', detail: expect.stringContaining('write, read and delete work') });
    expect(report.checks.get('disk')?.detail).toMatch(/^\d+\.\d GB free of \d+\.\d GB at /);
    expect(report.checks.has('extensions')).toBe(false);
    // the probe file is gone again
    expect(fs.readdirSync(path.join(tmp.dataDir, 'storage')).filter((f) => f.startsWith('doctor-probe'))).toEqual([]);
  });

  it('fails with exit 1 when ffmpeg is missing or storage cannot be written', async () => {
    const other = path.join(tmp.dir, 'broken');
    fs.mkdirSync(other, { recursive: true });
    fs.writeFileSync(path.join(other, 'storage'), 'a file where the storage folder should be');
    const report = await doctor({
      DATA_DIR: other,
      DATABASE_URL: `sqlite:${path.join(tmp.dataDir, 'marquee.db')}`,
      FFMPEG_PATH: path.join(tmp.dir, 'no-ffmpeg'),
    });
    expect(report.code).toBe(1);
    expect(report.status('database')).toBe('ok');
    expect(report.checks.get('ffmpeg')?.status).toBe('fail');
    expect(report.checks.get('ffmpeg')?.detail).toContain('apt-get install ffmpeg');
    expect(report.checks.get('storage')?.status).toBe('fail');
    expect(report.stderr).toContain('2 checks failed.');
  });

  it('reports PostgreSQL: version, pending migrations and the search extensions', async () => {
    const url = await cluster.emptyDatabase();
    const empty = await doctor({ DATABASE_URL: url });
    expect(empty.checks.get('database')?.detail).toMatch(/^PostgreSQL \d+\.\d+/);
    expect(empty.checks.get('migrations')).toEqual({ status: 'warn', detail: expect.stringMatching(/^\d+ pending \(0001_foundation…\)/) });
    expect(empty.checks.get('extensions')).toEqual({ status: 'warn', detail: expect.stringContaining('unaccent is not installed') });

    expect((await install({ DATABASE_URL: url })).code).toBe(0);
    const installed = await doctor({ DATABASE_URL: url });
    expect(installed.code).toBe(0);
    expect(installed.status('migrations')).toBe('ok');
    expect(installed.checks.get('extensions')).toEqual({ status: 'ok', detail: expect.stringMatching(/unaccent \d/) });
  });

  it('fails the database check when PostgreSQL does not answer', async () => {
    const report = await doctor({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/marquee` });
    expect(report.code).toBe(1);
    expect(report.checks.get('database')).toEqual({ status: 'fail', detail: expect.stringContaining('ECONNREFUSED') });
    expect(report.checks.has('migrations')).toBe(false);
  });

  it('checks an S3 bucket with a write, read and delete, and fails on a missing bucket', async () => {
    const s3 = await startTestS3();
    try {
      const report = await doctor(s3.env);
      expect(report.checks.get('storage')).toEqual({
        status: 'ok',
        detail: `S3 bucket ${s3.bucket} at ${s3.endpoint}: write, read and delete work`,
      });
      const missing = await doctor({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(missing.status('storage')).toBe('fail');
    } finally {
      await s3.stop();
    }
  });
});
