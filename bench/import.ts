// `marquee import` at scale: generates JSONL catalogues of N titles (movies and series with seasons,
// episodes and credits over a shared pool of people), imports each into a fresh SQLite file in its
// own process, and prints time and peak RSS per size. Memory must stay flat as N grows: the
// importer streams records and keeps only bounded caches. Target: peak(largest) / peak(smallest) <= 1.5.
// Run by hand: npx tsx bench/import.ts [--sizes 10000,100000]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from './lib/report';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../node_modules/tsx/dist/cli.mjs');
const sizesArg = process.argv.indexOf('--sizes');
const sizes = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '10000,100000').split(',').map(Number);

let seed = 7;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const words = ['Night', 'City', 'Lost', 'River', 'Star', 'Winter', 'Garden', 'Echo', 'Stone', 'Harbor', 'Glass', 'Crown'];
const name = () => `${words[Math.floor(rand() * words.length)]} ${words[Math.floor(rand() * words.length)]} ${Math.floor(rand() * 1e6)}`;

function writeCatalogue(file: string, titles: number) {
  const fd = fs.openSync(file, 'w');
  const people = Math.max(1000, titles / 2);
  const credit = (order: number) => {
    const p = Math.floor(rand() * people);
    return { person: { external_id: `bench-p${p}`, name: `Person ${p}` }, department: 'cast', character: name(), order };
  };
  let buffer = '';
  for (let i = 0; i < titles; i++) {
    const series = i % 10 === 0;
    const record = {
      external_id: `bench-t${i}`,
      type: series ? 'series' : 'movie',
      name: name(),
      year: 1950 + Math.floor(rand() * 75),
      description: 'A generated title for the import benchmark. '.repeat(4),
      genres: [words[i % words.length]],
      credits: Array.from({ length: 4 }, (_, k) => credit(k)),
      seasons: series ? [{ number: 1, episodes: Array.from({ length: 3 }, (_, e) => ({ episode_number: e + 1, name: name() })) }] : [],
    };
    buffer += `${JSON.stringify(record)}\n`;
    if (buffer.length > 1 << 20) {
      fs.writeSync(fd, buffer);
      buffer = '';
    }
  }
  fs.writeSync(fd, buffer);
  fs.closeSync(fd);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-import-'));
const rows: { titles: number; seconds: number; perSecond: number; peakMb: number; created: number; skipped: number }[] = [];
try {
  for (const titles of sizes) {
    const file = path.join(dir, `catalogue-${titles}.jsonl`);
    writeCatalogue(file, titles);
    const run = spawnSync(process.execPath, [tsx, path.join(here, 'lib/import-child.ts'), file, path.join(dir, `db-${titles}.sqlite`)], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    if (run.status !== 0) throw new Error(`import of ${titles} titles failed:\n${run.stderr}`);
    const r = JSON.parse(run.stdout.trim().split('\n').pop()!);
    rows.push({ titles, seconds: r.seconds, perSecond: titles / r.seconds, peakMb: r.peakMb, created: r.created, skipped: r.skipped });
    console.log(
      `import ${titles} titles: ${r.seconds.toFixed(1)} s (${Math.round(titles / r.seconds)} titles/s), created ${r.created}, skipped ${r.skipped}, peak RSS ${r.peakMb.toFixed(0)} MB (after migrations ${r.baselineMb.toFixed(0)} MB)`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const ratio = rows.at(-1)!.peakMb / rows[0]!.peakMb;
console.log(
  `peak RSS ratio ${rows.at(-1)!.titles} vs ${rows[0]!.titles} titles: ${ratio.toFixed(2)}x (target <= 1.5x: ${ratio <= 1.5 ? 'met' : 'NOT met'})`,
);
report(`import peak RSS ${rows.at(-1)!.titles} vs ${rows[0]!.titles} titles`, ratio, '<=1.5', 'x');
