import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/autocannon/autocannon.js');

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon in its own process, so the load generator does not share an event loop (or a
 * core, on machines with two) with the server it measures.
 */
export function load(url: string, opts: { connections: number; seconds: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '-j', '-c', String(opts.connections), '-d', String(opts.seconds), url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.trim()}`));
      const r = JSON.parse(out);
      resolve({ requestsPerSecond: r.requests.average, latencyP99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    });
  });
}
