import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { CliError } from './context';
import { progressBar } from './progress';

/**
 * Copies a live SQLite database page by page with SQLite's online backup API, so the copy is
 * consistent even while the server writes. A write from another connection makes SQLite restart
 * the copy; after one restart the rest is copied in a single step so it cannot restart forever.
 */
export async function copySqlite(source: SQLite.Database, destination: string, label: string) {
  const bar = progressBar(label, 0, 'pages');
  let lastRemaining = Number.POSITIVE_INFINITY;
  let restarted = false;
  try {
    return await source.backup(destination, {
      progress({ totalPages, remainingPages }) {
        if (remainingPages > lastRemaining) restarted = true;
        lastRemaining = remainingPages;
        bar.update(totalPages - remainingPages, totalPages);
        return restarted ? totalPages : Math.max(256, Math.ceil(totalPages / 50));
      },
    });
  } finally {
    bar.stop();
  }
}

/** Opens a database file read-only and runs SQLite's full integrity check; returns the problems. */
export function integrityProblems(file: string): string[] {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new CliError(`${file}: cannot open (${(err as Error).message})`);
  }
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    const marquee = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!marquee) problems.push('not a Marquee database (no migration table)');
    return problems;
  } catch (err) {
    return [(err as Error).message];
  } finally {
    db.close();
  }
}

/** true while another connection (a running server) has the database open. */
export function databaseInUse(file: string) {
  if (!fs.existsSync(file)) return false;
  const db = new SQLite(file, { timeout: 0 });
  try {
    // an exclusive lock is refused while any other connection holds the file
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY') || /locked|busy/i.test((err as Error).message)) return true;
    throw err;
  } finally {
    db.close();
  }
}

export function removeSqliteFiles(file: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
}
