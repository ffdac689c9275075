#!/usr/bin/env node
// Whether this node satisfies package.json's engines.node. No dependencies and nothing newer than
// Node 14 (it runs before `npm ci`, on whatever node the machine has). Used by
// scripts/ensure-node.sh (fetch Node 24 or not) and scripts/ensure-build.mjs (npm start and
// npm run build stop with advice()). `npm ci` itself stops earlier, on .npmrc's engine-strict,
// and prints the same advice from engines["older-node"].
//   node scripts/check-node.mjs [--quiet]     exit 0 when this node will do, else 1 and the advice
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const engines = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')).engines;

function parts(version) {
  const [major = 0, minor = 0, patch = 0] = String(version).replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** One comparator of the forms package.json uses: `^X.Y.Z` or `>=X[.Y[.Z]]`. */
function matches(comparator, version) {
  const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (caret) {
    const low = parts(caret[1]);
    return version[0] === low[0] && compare(version, low) >= 0;
  }
  const atLeast = /^>=(\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (atLeast) return compare(version, parts(atLeast[1])) >= 0;
  throw new Error(`scripts/check-node.mjs does not understand the engines comparator "${comparator}"`);
}

/** `range`: alternatives joined by `||`, each one or more comparators joined by spaces. */
export function satisfies(version, range = engines.node) {
  const v = parts(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => matches(comparator, v)),
  );
}

/** The one line for a node that will not do. */
export function advice(version) {
  return `Marquee needs Node.js ${engines.node} (this is ${version}): ${engines['older-node']}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href && !satisfies(process.version)) {
  if (!process.argv.includes('--quiet')) console.error(advice(process.version));
  process.exit(1);
}
