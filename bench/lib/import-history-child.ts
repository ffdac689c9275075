import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';
import { insertDataImport } from '../../src/features/accounts/data-import/data-import.queries';
import { runDataImport } from '../../src/features/accounts/data-import/data-import.run';
import { createUser } from '../../src/features/accounts/users/users.service';
import { createTestTitle } from '../../src/features/catalogue/common/factories';
import { Cache } from '../../src/platform/cache';
import { LocalStorage } from '../../src/platform/storage';

// One data import run in its own process, for bench/import-history.ts: a catalogue of TITLES
// titles, a Letterboxd export ZIP whose diary.csv has ROWS rows (a few naming films the catalogue
// lacks), imported by the job's own code. Prints one JSON line: totals, time, and this process's
// peak RSS (VmHWM) once the catalogue and the ZIP exist (the baseline) and after the import.
const ROWS = Number(process.argv[2] ?? 50_000);
const TITLES = 2_000;
const hwmMb = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-history-'));
try {
  // the job's own code with what it uses of the app: the database, the storage, the cache
  const { db, close } = openDatabase(`sqlite:${path.join(dir, 'bench.db')}`);
  await migrateToLatest(db);
  const services = { storage: new LocalStorage(path.join(dir, 'storage')), cache: new Cache() };
  const user = await createUser(db, { email: 'diarist@example.com', password: 'password123', name: 'Diarist', verified: true });
  for (let i = 0; i < TITLES; i++) await createTestTitle(db, { name: `Bench Film ${i} — Café`, year: 1950 + (i % 70), release_date: null });

  const csv = path.join(dir, 'diary.csv');
  const out = fs.createWriteStream(csv);
  out.write('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n');
  for (let r = 0; r < ROWS; r++) {
    const i = r % TITLES;
    const name = r % 50 === 49 ? `"Missing, Film ${r}"` : `Bench Film ${i} — Café`;
    const day = new Date(Date.UTC(2015, 0, 1) + r * 3_600_000).toISOString().slice(0, 10);
    const line = `${day},${name},${1950 + (i % 70)},https://letterboxd.com/diarist/film/bench-${i}/${r}/,${((r % 10) + 1) / 2},${r % 7 === 0 ? 'Yes' : ''},,${day}\n`;
    if (!out.write(line)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve) => out.end(resolve));
  const zip = new yazl.ZipFile();
  zip.addFile(csv, 'diary.csv');
  zip.end();
  await services.storage.put('imports/bench.zip', Readable.from(zip.outputStream as AsyncIterable<Buffer>));
  const row = await insertDataImport(db, {
    user_id: user.id,
    source: 'letterboxd',
    file_name: 'letterboxd-diarist.zip',
    file_key: 'imports/bench.zip',
  });

  const baseline = hwmMb();
  const started = performance.now();
  const totals = await runDataImport({ db, services }, row.id, async () => undefined);
  const seconds = (performance.now() - started) / 1000;
  const peak = hwmMb();
  await close();
  console.log(
    JSON.stringify({ rows: ROWS, ...totals, seconds, zipMb: fs.statSync(csv).size / 1024 / 1024, baselineMb: baseline, peakMb: peak }),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
