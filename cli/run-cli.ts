import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Test helper: runs the real `marquee` CLI (node + tsx on cli/index.ts) in a separate process.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-cli-'));
  return { dir, dataDir: path.join(dir, 'data'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function runCli(args: string[], opts: { cwd: string; env?: Record<string, string>; input?: string }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, path.join(root, 'cli/index.ts'), ...args], {
      cwd: opts.cwd,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? opts.cwd,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        NODE_ENV: 'test',
        DATA_DIR: path.join(opts.cwd, 'data'),
        ...opts.env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
