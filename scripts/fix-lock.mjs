#!/usr/bin/env node
// The registry this project is built against serves only some platform builds of a few native
// packages (e.g. @tailwindcss/oxide's darwin/win32/android binaries are absent), so `npm install`
// leaves their optional-dependency entries out of package-lock.json and `npm ci` then refuses
// the lock. This adds the missing entries with their os/cpu constraints, exactly as a lock made
// against the full registry has them; npm skips them on other platforms. Run after npm install.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lockFile = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));

const PLATFORM = [
  [/android-arm64/, ['android'], ['arm64']],
  [/darwin-arm64/, ['darwin'], ['arm64']],
  [/darwin-x64/, ['darwin'], ['x64']],
  [/freebsd-x64/, ['freebsd'], ['x64']],
  [/linux-arm-gnueabihf/, ['linux'], ['arm']],
  [/linux-arm64/, ['linux'], ['arm64']],
  [/linux-x64/, ['linux'], ['x64']],
  [/wasm32-wasi/, null, ['wasm32']],
  [/win32-arm64/, ['win32'], ['arm64']],
  [/win32-x64/, ['win32'], ['x64']],
];

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `${key ? `${key}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[depKey] || lock.packages[hoisted]) continue;
    const platform = PLATFORM.find(([re]) => re.test(dep));
    if (!platform) continue; // not a platform build: leave npm's own resolution alone
    const [, os, cpu] = platform;
    lock.packages[hoisted] = {
      version: String(version).replace(/^[\^~]/, ''),
      ...(cpu ? { cpu } : {}),
      dev: entry.dev || undefined,
      license: entry.license,
      optional: true,
      ...(os ? { os } : {}),
      engines: entry.engines,
    };
    added += 1;
  }
}

if (added) {
  const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  lock.packages = sorted;
  fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`fix-lock: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
