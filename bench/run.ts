import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run bench` runs every bench/*.ts file; `npm run bench -- http-floor` runs one.
// Each runs in its own process so one benchmark's heap and JIT state do not colour the next.

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../node_modules/tsx/dist/cli.mjs');
const helpers = new Set(['run.ts']); // shared helpers live in bench/lib/
const all = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !helpers.has(f) && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(w.replace(/\.ts$/, '')));
if (unknown.length) {
  console.error(`No benchmark named ${unknown.join(', ')}. Available: ${all.join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const name of wanted.length ? wanted.map((w) => w.replace(/\.ts$/, '')) : all) {
  const result = spawnSync(process.execPath, [tsx, path.join(here, `${name}.ts`)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
