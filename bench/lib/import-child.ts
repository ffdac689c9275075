import fs from 'node:fs';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';
import { importFile } from '../../src/features/catalogue/import/import.service';

// One import run in its own process, for bench/import.ts: prints one JSON line with the run's
// summary, its time and this process's peak RSS (VmHWM), sampled after migrations as well.
const [file, dbFile] = process.argv.slice(2) as [string, string];
const hwmMb = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

const { db, close } = openDatabase(`sqlite:${dbFile}`);
await migrateToLatest(db);
const baseline = hwmMb();
const started = performance.now();
const summary = await importFile(db, file, { images: false });
const seconds = (performance.now() - started) / 1000;
await close();
console.log(
  JSON.stringify({
    created: summary.created,
    updated: summary.updated,
    skipped: summary.skipped,
    seconds,
    baselineMb: baseline,
    peakMb: hwmMb(),
  }),
);
