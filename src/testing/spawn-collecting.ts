import { spawn, type SpawnOptions } from 'node:child_process';

/** Spawns a process with its stdout and stderr collected together, for waits and failure messages. */
export function spawnCollecting(command: string, args: string[], options: SpawnOptions) {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}
