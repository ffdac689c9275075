import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/build-server.mjs';
import { advice, engines, satisfies } from '../scripts/check-node.mjs';

// scripts/check-node.mjs: which node `npm start` and scripts/ensure-node.sh accept. `npm ci` applies
// the same engines through .npmrc's engine-strict.

describe('check-node', () => {
  it.each([
    ['v20.20.2', false],
    ['v22.12.0', false],
    ['v22.22.1', false],
    ['v22.22.2', true],
    ['v22.30.0', true],
    ['v23.11.0', false],
    ['v24.14.9', false],
    ['v24.15.0', true],
    ['v24.21.0', true],
    ['v25.2.1', false],
    ['v26.0.0', true],
  ])('%s satisfies package.json engines: %s', (version, ok) => {
    expect(engines.node).toBe('^22.22.2 || ^24.15.0 || >=26');
    expect(satisfies(version)).toBe(ok);
  });

  it('reads the forms an engines range is written in', () => {
    expect(satisfies('v22.12.0', '>=22.12')).toBe(true);
    expect(satisfies('v22.11.9', '>=22.12')).toBe(false);
    expect(satisfies('v24.1.1', '>=24.1.2')).toBe(false);
    expect(() => satisfies('v24.0.0', '~24')).toThrow(/does not understand/);
  });

  it('advises, in one line, the version needed and the command that fixes it', () => {
    const line = advice('v20.20.2');
    expect(line).not.toContain('\n');
    expect(line).toContain('^22.22.2 || ^24.15.0 || >=26');
    expect(line).toContain('this is v20.20.2');
    expect(line).toContain('`. scripts/ensure-node.sh`');
  });

  it('exits 0 on the node running the tests', () => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-node.mjs')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
