import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, FIGURE_PREFIX, figuresIn, meets } from './lib/report';

// `npm run bench` runs every benchmark and ends with one table of every figure against its goal
// (exit 1 when a benchmark fails or a goal is missed): a release is checked in one command.
// `npm run bench -- title-api range` runs some; `--quick` shortens the long ones (fewer seconds,
// smaller files) for a smoke run whose figures are indicative only.
// Each runs in its own process so one benchmark's heap and JIT state do not colour the next.

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../node_modules/tsx/dist/cli.mjs');
const helpers = new Set(['run.ts']); // shared helpers live in bench/lib/
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !helpers.has(f) && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

/** Benchmarks run more than once: each engine of the ones that measure both. */
const variants: Record<string, string[][]> = {
  search: [
    ['--engine', 'sqlite'],
    ['--engine', 'postgres'],
  ],
  'notifications-fanout': [
    ['--engine', 'sqlite'],
    ['--engine', 'postgres'],
  ],
};

/** `--quick`: what shortens each long benchmark (their own env knobs). */
const quickEnv: Record<string, string> = {
  BENCH_SECONDS: '3',
  BENCH_ROUNDS: '2',
  BENCH_FILE_MB: '256',
  SOAK_SECONDS: '60',
  LH_RUNS: '1',
};
const quickArgs: Record<string, string[]> = { search: ['--titles', '100000', '--people', '50000'], import: ['--sizes', '5000,20000'] };

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const wanted = argv.filter((a) => a !== '--quick').map((w) => w.replace(/\.ts$/, ''));
const unknown = wanted.filter((w) => !files.includes(w));
if (unknown.length) {
  console.error(`No benchmark named ${unknown.join(', ')}. Available: ${files.join(', ')}`);
  process.exit(2);
}

/** Runs one benchmark, passing its output through while collecting its figures. */
function run(name: string, args: string[]): Promise<{ code: number; figures: Figure[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, path.join(here, `${name}.ts`), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: quick ? { ...quickEnv, ...process.env } : process.env,
    });
    let output = '';
    let pending = ''; // the part of a line not yet ended
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      // the figures go to the table at the end; the rest is the benchmark's own log
      for (const l of lines) if (!l.startsWith(FIGURE_PREFIX)) process.stdout.write(`${l}\n`);
    });
    child.on('close', (code) => {
      if (pending && !pending.startsWith(FIGURE_PREFIX)) process.stdout.write(`${pending}\n`);
      resolve({ code: code ?? 1, figures: figuresIn(output) });
    });
  });
}

const rows: { bench: string; figure: Figure | null; met: boolean | null }[] = [];
let failed = 0;
for (const name of wanted.length ? wanted : files) {
  for (const variant of variants[name] ?? [[]]) {
    const label = [name, ...variant.filter((a) => !a.startsWith('--'))].join(' ');
    console.log(`\n── ${label} ${'─'.repeat(Math.max(0, 60 - label.length))}`);
    const { code, figures } = await run(name, [...variant, ...(quick ? (quickArgs[name] ?? []) : [])]);
    if (code !== 0) {
      failed += 1;
      rows.push({ bench: `${label} (failed, exit ${code})`, figure: null, met: false });
    } else if (!figures.length) rows.push({ bench: `${label} (printed no figure)`, figure: null, met: null });
    for (const figure of figures) rows.push({ bench: label, figure, met: meets(figure.figure, figure.goal) });
  }
}

const table = [
  ['benchmark', 'figure', 'value', 'goal', ''],
  ...rows.map(({ bench, figure, met }) => [
    bench,
    figure?.name ?? '',
    figure ? `${figure.figure} ${figure.unit}` : '',
    figure?.goal ?? '',
    met === null ? '' : met ? 'met' : 'MISSED',
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
const line = (r: string[]) =>
  r
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(
  `\n${quick ? 'Quick run: indicative figures only.\n' : ''}${line(table[0]!)}\n${widths
    .map((w) => '─'.repeat(w))
    .join('  ')
    .trimEnd()}`,
);
for (const r of table.slice(1)) console.log(line(r));
const missed = rows.filter((r) => r.met === false).length;
console.log(`\n${rows.filter((r) => r.met).length} met, ${missed} missed${failed ? ` (${failed} benchmark(s) failed)` : ''}`);
process.exit(missed || failed ? 1 : 0);
