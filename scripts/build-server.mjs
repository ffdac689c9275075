#!/usr/bin/env node
// The production server build: src/main.ts bundled by esbuild into dist/server/main.mjs, and each
// migration bundled on its own into dist/server/migrations/*.mjs (the migrator loads those when it
// runs bundled). node_modules stay external, but for the few packages every request runs through
// (BUNDLED_PACKAGES). Running the bundle with plain node, instead of tsx transpiling every module at
// start-up, saves about 60 MB of resident memory.
//   node scripts/build-server.mjs [--force]     (also run by scripts/ensure-build.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(ROOT, 'dist/server');
const SOURCES = ['src', 'migrations', 'cli'];
const MIGRATION_FILE = /^\d{4}_[\w-]+\.ts$/;

/** Newest mtime of the files and folders under dir (a folder's mtime moves when a file is added or removed). */
function newestMtime(dir) {
  let newest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The newest input of the server bundle: its sources, package.json, and this build script. */
export function serverSourceTime(root = ROOT) {
  const files = [path.join(root, 'package.json'), path.join(root, 'scripts/build-server.mjs')];
  return Math.max(...SOURCES.map((dir) => newestMtime(path.join(root, dir))), ...files.map((f) => fs.statSync(f).mtimeMs));
}

/**
 * Packages bundled into the server instead of loaded from node_modules: kysely (257 files), zod (95)
 * and hono with its two adapters, which the server loads on every start anyway. Bundled, only the
 * code the server imports is kept, as part of main.mjs: idle RSS -4.5 MB (bench/README.md, footprint).
 * Only packages no external package imports: zod bundled here and loaded again by an external
 * package would make two copies of its classes and registries.
 */
const BUNDLED_PACKAGES = new Set(['kysely', 'zod', 'hono', '@hono/node-server', '@hono/zod-validator']);

/** esbuild plugin: every bare import (a package) is external unless its package is in BUNDLED_PACKAGES. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      return BUNDLED_PACKAGES.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/** true when outDir has no bundle or one older than any of its sources. */
export function serverBuildStale(outDir = SERVER_DIST, root = ROOT) {
  const main = path.join(outDir, 'main.mjs');
  return !fs.existsSync(main) || fs.statSync(main).mtimeMs < serverSourceTime(root);
}

/**
 * Bundles into a fresh folder beside outDir, then swaps it in, so a removed migration leaves no
 * stale .mjs behind and a concurrent reader never sees a half-written bundle.
 */
export async function buildServer(outDir = SERVER_DIST, root = ROOT) {
  const esbuild = await import('esbuild');
  const started = new Date(); // a source saved during the build must still count as newer
  const tmp = `${outDir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const entryPoints = { main: path.join(root, 'src/main.ts') };
  for (const file of fs.readdirSync(path.join(root, 'migrations')).filter((f) => MIGRATION_FILE.test(f))) {
    entryPoints[`migrations/${file.slice(0, -3)}`] = path.join(root, 'migrations', file);
  }
  try {
    await esbuild.build({
      entryPoints,
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      // node_modules stay external (resolved at run time from the install), except the few packages
      // every request runs through: bundled, they are one module of tree-shaken code instead of
      // hundreds of files, each of which V8 keeps as source plus module records (BUNDLED_PACKAGES)
      plugins: [externalPackages],
      // a dynamic import() stays lazy: its module (and the packages it imports, such as the AWS SDK
      // behind storage-s3) loads only when that code runs, not with the server
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      // class and function names show in logs and errors; renaming them apart would change those
      keepNames: true,
      // V8 keeps every module's source in the heap: without whitespace the bundle's is 1.7 instead of
      // 2.2 MB. Stack frames still name their functions (keepNames); main.mjs.map gives file and line
      // (MARQUEE_NODE_FLAGS=--enable-source-maps applies it to logged stacks)
      minifyWhitespace: true,
      minifySyntax: true,
      sourcemap: 'linked',
      logLevel: 'warning',
      // src/app-root.ts: how to get from the bundle's folder back to the install's root
      define: { __MARQUEE_ROOT_FROM_BUNDLE__: JSON.stringify(path.relative(outDir, root) || '.') },
    });
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  asciiOnly(tmp);
  fs.utimesSync(path.join(tmp, 'main.mjs'), started, started);
  const old = `${outDir}.${process.pid}.old`;
  try {
    fs.renameSync(outDir, old);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  fs.renameSync(tmp, outDir);
  fs.rmSync(old, { recursive: true, force: true });
  return path.join(outDir, 'main.mjs');
}

/**
 * esbuild escapes non-ASCII characters in strings but leaves them in comments and regular
 * expressions; one such character makes V8 hold the whole module source as UTF-16, twice its size
 * (2.4 MB instead of 1.2 MB of heap for main.mjs). A \\u escape means the same in a string, a
 * regular expression, a template or an identifier, and nothing in a comment.
 */
function asciiOnly(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const code = fs.readFileSync(file, 'utf8');
    if (/[^\x00-\x7f]/.test(code))
      fs.writeFileSync(
        file,
        code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      );
  }
}

/** Builds when stale (or forced); returns whether it built. */
export async function ensureServerBuild({ force = false, outDir = SERVER_DIST, root = ROOT } = {}) {
  if (!force && !serverBuildStale(outDir, root)) return false;
  await buildServer(outDir, root);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const force = process.argv.includes('--force');
  if (await ensureServerBuild({ force }))
    console.log(`Built the server bundle: ${path.relative(process.cwd(), SERVER_DIST) || '.'}/main.mjs`);
}
