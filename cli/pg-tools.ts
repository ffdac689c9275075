import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CliError } from './context';
import { progressBar } from './progress';

// PostgreSQL's client tools (pg_dump, pg_restore) for backups of a PostgreSQL install. They are
// looked up in PG_BIN when set (as the test harness does), else on PATH.

/** The tool's path, or one line naming what is missing and where it comes from. */
export function pgTool(name: 'pg_dump' | 'pg_restore') {
  const dirs = process.env.PG_BIN ? [process.env.PG_BIN] : (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  const where = process.env.PG_BIN ? `in PG_BIN (${process.env.PG_BIN})` : 'on PATH';
  throw new CliError(`${name} not found ${where}: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`);
}

/** The URL without its password (which goes to the tool through PGPASSWORD, not the process list). */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

interface RunOptions {
  /** Progress: `total` steps, one per stderr line of --verbose output that matches `step`. */
  progress?: { label: string; total: number; step: RegExp; unit: string };
}

/** Runs a pg tool against `url`; its first error line becomes the CliError. Resolves with stdout. */
export function runPgTool(tool: string, args: string[], url: string, opts: RunOptions = {}) {
  const { dbname, env } = connection(url);
  const bar = opts.progress && progressBar(opts.progress.label, opts.progress.total, opts.progress.unit);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let steps = 0;
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => {
      const text = c.toString();
      stderr += text;
      if (bar && opts.progress) {
        steps += text.split('\n').filter((l) => opts.progress!.step.test(l)).length;
        bar.update(Math.min(steps, opts.progress.total));
      }
    });
    child.on('error', (err) => {
      bar?.stop();
      reject(new CliError(`${path.basename(tool)} could not run: ${err.message}`));
    });
    child.on('close', (code) => {
      bar?.stop();
      if (code === 0) return resolve(stdout);
      const lines = stderr.split('\n').filter(Boolean);
      const line = lines.find((l) => /error:|fatal:/i.test(l)) ?? lines.at(-1) ?? `exit ${code}`;
      reject(new CliError(`${path.basename(tool)} failed: ${line.replace(/^\S+: (error: )?/, '')}`));
    });
  });
}

/** The table of contents of a custom-format dump; refuses a file that is not one, or not Marquee's. */
export async function dumpContents(file: string) {
  const tool = pgTool('pg_restore');
  const listing = await new Promise<string>((resolve, reject) => {
    const child = spawn(tool, ['--list', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new CliError(`${file} is not a pg_dump custom-format backup.`))));
  });
  if (!/ TABLE \S+ kysely_migration /.test(listing)) throw new CliError(`${file}: not a Marquee database (no migration table).`);
  return { tables: listing.split('\n').filter((l) => / TABLE DATA /.test(l)).length };
}
