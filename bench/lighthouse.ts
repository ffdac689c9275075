import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVER_ADMIN } from '../src/testing/server-env';
import { spawnServer } from './upload/spawn-server';
import { dueJobs } from './rss';

// Lighthouse mobile (its defaults: Moto G power emulation, simulated slow 4G and 4× CPU) on the
// public pages a guest lands on — home, a title, a person, search — against the built server with
// the demo data, driving Debian's Chromium. Median of LH_RUNS (3) runs per page. Issue 18 item 2
// goals: performance >= 95 with LCP <= 2.0 s, CLS <= 0.02, TBT <= 150 ms; accessibility,
// best practices and SEO >= 95. On a shared machine the CPU others use inflates TBT: read medians.
//   --quick (1 run)  LH_RUNS (3)  LH_PAGES (home,title,person,search)  LH_URL (an already running server; skips the spawn)
// LH_PAGES may also name home-signed-in and title-signed-in: the same pages for the server's admin
// (src/testing/server-env.ts; with LH_URL, LH_EMAIL and LH_PASSWORD), its session cookie sent with
// every request Lighthouse makes.

// --quick: one run per page (a first look; the medians need the default 3)
const runs = process.argv.includes('--quick') ? 1 : Number(process.env.LH_RUNS ?? 3);
const wanted = (process.env.LH_PAGES ?? 'home,title,person,search').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function firstOf<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = (await res.json()) as { pagination: { data: T[] } };
  const first = body.pagination.data[0];
  if (!first) throw new Error(`${url}: no rows (is the demo data seeded?)`);
  return first;
}

async function pagesOf(base: string): Promise<Record<string, string>> {
  const title = await firstOf<{ id: number; name: string; slug: string }>(`${base}/api/v1/titles?perPage=1&type=movie`);
  const person = await firstOf<{ id: number }>(`${base}/api/v1/people?perPage=1`);
  const query = encodeURIComponent(title.name.split(' ')[0]!.toLowerCase());
  return {
    home: `${base}/`,
    title: `${base}/titles/${title.id}/${title.slug}`,
    person: `${base}/people/${person.id}`,
    search: `${base}/search/${query}`,
    'home-signed-in': `${base}/`,
    'title-signed-in': `${base}/titles/${title.id}/${title.slug}`,
  };
}

/** The Cookie header of a fresh session of the admin, for the signed-in pages. */
async function sessionCookie(base: string) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: process.env.LH_EMAIL ?? SERVER_ADMIN.email,
      password: process.env.LH_PASSWORD ?? SERVER_ADMIN.password,
      remember: false,
    }),
  });
  if (!res.ok) throw new Error(`signing in for the signed-in pages: ${res.status} ${await res.text()} (set LH_EMAIL and LH_PASSWORD)`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

interface Figures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** Audits of the accessibility, best practices and SEO categories that did not pass. */
  failing: string[];
}

/** The first two items an audit flagged (a link's text, an element's snippet), to find them on the page. */
function examplesOf(details: unknown) {
  const items = (details as { items?: { text?: string; node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  const shown = items.slice(0, 2).map((item) => item.text ?? item.node?.snippet ?? '');
  return shown.some(Boolean) ? ` (${shown.join(' | ')})` : '';
}

async function audit(port: number, url: string, cookie?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}${examplesOf(audits[ref.id]?.details)}`),
  );
  return {
    failing,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  };
}

// the web and server-rendering bundles as `npm start` builds them (rebuilt when older than their sources)
if (!process.env.LH_URL) {
  const built = spawnSync(process.execPath, [path.join(import.meta.dirname, '../scripts/ensure-build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-lighthouse-'));
const spawned = process.env.LH_URL ? null : await spawnServer(dataDir, { SEED_DEMO: 'true' });
const base = process.env.LH_URL ?? spawned!.server.url;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const results: Record<string, Figures> = {};
try {
  // the demo's artwork and clips are drawn by jobs after the seeding: audits start on a settled server,
  // not beside ffmpeg and sharp (the first audit of home measured 83 where the next two gave 99, 93)
  if (spawned) {
    let waited = 0;
    for (; dueJobs(dataDir) > 0 && waited < 180; waited += 2) await new Promise((r) => setTimeout(r, 2000));
    console.log(`demo jobs done after ${waited} s`);
  }
  const pages = await pagesOf(base);
  const cookie = wanted.some((name) => name.endsWith('-signed-in')) ? await sessionCookie(base) : undefined;
  const cookieOf = (name: string) => (name.endsWith('-signed-in') ? cookie : undefined);
  // one unmeasured load per page first: the server's image variants and caches are warm, as in use
  for (const name of wanted)
    await fetch(pages[name]!, { headers: cookieOf(name) ? { cookie: cookieOf(name)! } : {} }).then((r) => r.text());
  for (const name of wanted) {
    const samples: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      // a trace Chromium failed to record (NO_NAVSTART, NO_FCP under load) is retried once
      samples.push(await audit(chrome.port, pages[name]!, cookieOf(name)).catch(() => audit(chrome.port, pages[name]!, cookieOf(name))));
    }
    const pick = (key: Exclude<keyof Figures, 'failing'>) => median(samples.map((s) => s[key]));
    results[name] = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('best-practices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      fcp: pick('fcp'),
      failing: [...new Set(samples.flatMap((s) => s.failing))],
    };
    console.log(`${name} ${pages[name]} runs: ${samples.map((s) => s.performance).join(', ')}`);
    if (results[name].failing.length) console.log(`  not passed: ${results[name].failing.join(', ')}`);
  }
} finally {
  chrome.kill();
  await spawned?.server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile, simulated throttling (${spawned ? spawned.how : base})`,
);
console.log(`${'page'.padEnd(15)} perf  a11y  b-p  seo   FCP ms  LCP ms  TBT ms   CLS`);
for (const [name, f] of Object.entries(results)) {
  console.log(
    `${name.padEnd(15)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${String(f['best-practices']).padStart(3)}  ${String(f.seo).padStart(3)}  ${f.fcp.toFixed(0).padStart(7)} ${f.lcp.toFixed(0).padStart(7)} ${f.tbt.toFixed(0).padStart(7)}  ${f.cls.toFixed(3)}`,
  );
}
const bench = (name: string, figure: number, goal: string, unit: string) =>
  console.log(`BENCH ${JSON.stringify({ name: `lighthouse ${name}`, figure, goal, unit })}`);
for (const [name, f] of Object.entries(results)) {
  bench(name, f.performance, '>=95', 'score');
  bench(`${name} LCP`, Math.round(f.lcp), '<=2000', 'ms');
  bench(`${name} CLS`, Number(f.cls.toFixed(3)), '<=0.02', '');
  bench(`${name} TBT`, Math.round(f.tbt), '<=150', 'ms');
  bench(`${name} accessibility`, f.accessibility, '>=95', 'score');
  bench(`${name} best practices`, f['best-practices'], '>=95', 'score');
  bench(`${name} SEO`, f.seo, '>=95', 'score');
}
