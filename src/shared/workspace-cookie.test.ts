import { describe, expect, it } from 'vitest';
import { activeWorkspaceIdOf } from './workspace-cookie';

describe('activeWorkspaceIdOf', () => {
  it('reads a whole number as the workspace, anything else as the personal space (0)', () => {
    expect(activeWorkspaceIdOf('7')).toBe(7);
    expect(activeWorkspaceIdOf('0')).toBe(0);
    for (const value of [null, undefined, '', 'abc', '-3', '1.5']) expect(activeWorkspaceIdOf(value), String(value)).toBe(0);
  });
});
