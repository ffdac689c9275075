import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Browser tests run against the real built bundle: build it once if it is missing or stale.
export default function setup() {
  const root = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
}
