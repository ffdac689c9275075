import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { FIRST_PAINT_BUDGET_BYTES, FIRST_PAINT_GOAL_BYTES, FIRST_PAINT_ROUTES, firstPaintBytes } from './lib/first-paint';

// JavaScript a guest's browser fetches before the home and title pages can paint (issue 18
// item 2): entry + modulepreloads + the page chunk and its static imports, gzip, from the built
// bundle (scripts/ensure-build.mjs rebuilds it first when stale). The budget test
// (tests/e2e/first-paint-budget.test.ts) fails over the enforced budget; the goal is 100 KB.

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const figures = Object.entries(FIRST_PAINT_ROUTES).map(([name, page]) => ({ name, ...firstPaintBytes(path.join(root, 'web/dist'), page) }));
console.log(`First-paint JavaScript, gzip (goal ${kb(FIRST_PAINT_GOAL_BYTES)} KB; the budget test enforces the budget shown)`);
for (const f of figures) {
  const budget = FIRST_PAINT_BUDGET_BYTES[f.name as keyof typeof FIRST_PAINT_ROUTES];
  console.log(
    `${f.name.padEnd(6)} ${String(kb(f.gzipBytes)).padStart(6)} KB in ${f.files.length} files (budget ${kb(budget)} KB); largest:`,
  );
  for (const file of f.files.slice(0, 5)) console.log(`         ${String(kb(file.gzipBytes)).padStart(6)} KB  ${file.file}`);
}
for (const f of figures) {
  console.log(
    `BENCH ${JSON.stringify({ name: `first-paint JS ${f.name}`, figure: kb(f.gzipBytes), goal: `<=${kb(FIRST_PAINT_GOAL_BYTES)}`, unit: 'KB gzip' })}`,
  );
}
