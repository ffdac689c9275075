#!/usr/bin/env node
// The `marquee` command: runs cli/index.ts through tsx so no separate build step is needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const result = spawnSync(process.execPath, [tsx, path.join(root, 'cli/index.ts'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
