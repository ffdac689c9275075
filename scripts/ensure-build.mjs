#!/usr/bin/env node
// Builds the web bundle when it is missing or older than its sources, then writes .br/.gz twins of
// text assets so the server can send them precompressed; then the server bundle (dist/server, see
// scripts/build-server.mjs) when it is missing or stale. Run by `npm start` and the e2e tests;
// stops first, with one line saying what to do, on a node older than package.json's engines. Beside
// the web bundle, with the same staleness rule, the server-rendering bundle (dist/ssr).
//   --force rebuilds them all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureServerBuild } from './build-server.mjs';
import { advice, satisfies } from './check-node.mjs';

// an older node builds the bundles, then crashes the server with a bare 'Segmentation fault'
if (!satisfies(process.version)) {
  console.error(advice(process.version));
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web/dist');
const index = path.join(dist, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'web'), path.join(root, 'src/shared')];
const sourceTime = Math.max(...sources.map(newestMtime), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs);
const builtTime = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;

if (process.argv.includes('--force') || builtTime < sourceTime) {
  console.log('Building the web bundle...');
  // NODE_ENV=production even when the caller runs under vitest (NODE_ENV=test): otherwise vite
  // bundles React's development builds and the e2e tests and the first-paint budget see a bundle
  // no user gets.
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const assets = path.join(dist, 'assets');
  for (const file of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    if (!/\.(js|css|svg|json|txt|map)$/.test(file)) continue;
    const full = path.join(assets, file);
    const data = fs.readFileSync(full);
    if (data.byteLength < 1024) continue;
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

// The server entry of the guest pages' server rendering (web/src/entry-server.tsx, loaded by
// src/http/ssr.ts): vite's SSR build of the same sources and config, outside the served web/dist.
// Every package is bundled in: the production image prunes the dev dependencies (react, ...).
const ssrDir = path.join(root, 'dist/ssr');
const ssrEntry = path.join(ssrDir, 'entry-server.js');
const ssrBuiltTime = fs.existsSync(ssrEntry) ? fs.statSync(ssrEntry).mtimeMs : 0;
if (process.argv.includes('--force') || ssrBuiltTime < sourceTime) {
  console.log('Building the server-rendering bundle...');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      ssrDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
}

if (await ensureServerBuild({ force: process.argv.includes('--force') })) console.log('Built the server bundle (dist/server).');
