import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CliError } from './context';
import { progressBar } from './progress';

function countFiles(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) + 1 : 1;
  }
  return n;
}

/** Runs tar, counting the names it lists (-v) to drive a progress bar. */
function runTar(args: string[], label: string, total: number) {
  const bar = progressBar(label, total, 'files');
  return new Promise<void>((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let done = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      done += chunk.toString().split('\n').length - 1;
      bar.update(Math.min(done, total));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => {
      bar.stop();
      reject(new CliError(`tar could not run: ${err.message}`));
    });
    child.on('close', (code) => {
      bar.stop();
      if (code === 0) resolve();
      else reject(new CliError(`tar failed: ${stderr.trim().split('\n')[0] ?? `exit ${code}`}`));
    });
  });
}

/** data/storage -> a .tar.gz whose entries start with storage/. */
export async function archiveFolder(parent: string, name: string, archive: string) {
  const total = countFiles(path.join(parent, name)) + 1;
  await runTar(['-czvf', archive, '-C', parent, name], 'Archiving storage', total);
}

/** Lists an archive fully (which also checks it) and returns its entry names. */
export async function listArchive(archive: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', ['-tzf', archive], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', (e) => reject(new CliError(`tar could not run: ${e.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve(out.split('\n').filter(Boolean))
        : reject(new CliError(`${archive}: not a readable .tar.gz (${err.trim().split('\n')[0]})`)),
    );
  });
}

export async function extractArchive(archive: string, into: string, total: number) {
  fs.mkdirSync(into, { recursive: true });
  await runTar(['-xzvf', archive, '-C', into, '--no-same-owner'], 'Restoring storage', total);
}
