// Importing a Letterboxd diary at scale: a 50,000-row diary.csv in an export ZIP, read by the data
// import job (streamed ZIP entry, streamed CSV, one transaction per row) in its own process. Prints
// time, totals and peak RSS, against the same process's peak before the import (the baseline: the
// app and its catalogue), and its figures for `npm run bench`. Goal, as for `bench/import`: the peak stays
// within 1.5x of the process before the import, whatever the file's size (the file is never held whole).
// Run by hand: npx tsx bench/import-history.ts [--rows 50000]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './lib/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const rowsArg = process.argv.indexOf('--rows');
const rows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 50_000;

// node flags as `npm start` runs the server (a small young generation), tsx as a loader in the same process
const run = spawnSync(
  process.execPath,
  ['--max-semi-space-size=2', '--import', 'tsx', path.join(here, 'lib/import-history-child.ts'), String(rows)],
  {
    cwd: path.resolve(here, '..'),
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  },
);
if (run.status !== 0) throw new Error(`the import failed:\n${run.stderr}`);
const r = JSON.parse(run.stdout.trim().split('\n').pop()!);
console.log(
  `import ${r.rows} diary rows (${r.zipMb.toFixed(1)} MB CSV): ${r.seconds.toFixed(1)} s (${Math.round(r.rows / r.seconds)} rows/s); imported ${r.imported}, skipped ${r.skipped}, unmatched ${r.unmatched}`,
);
console.log(
  `peak RSS ${r.peakMb.toFixed(0)} MB; before the import ${r.baselineMb.toFixed(0)} MB (ratio ${(r.peakMb / r.baselineMb).toFixed(2)}x)`,
);
report(`import ${r.rows} diary rows: peak RSS`, r.peakMb, 'reference', 'MB');
report(`import ${r.rows} diary rows: peak vs before`, r.peakMb / r.baselineMb, '<=1.5', 'x');
