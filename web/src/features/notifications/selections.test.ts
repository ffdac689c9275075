import { describe, expect, it } from 'vitest';
import { groupState, setChannel } from './selections';

describe('notification selections', () => {
  const s = { a: { email: true, browser: false }, b: { email: true, browser: true }, c: { email: false, browser: false } };

  it('reports a group header as all, some or none', () => {
    expect(groupState(s, ['a', 'b'], 'email')).toBe('all');
    expect(groupState(s, ['a', 'b', 'c'], 'email')).toBe('some');
    expect(groupState(s, ['a', 'c'], 'browser')).toBe('none');
  });

  it('sets one channel for every item of a group, leaving other channels and the input alone', () => {
    const next = setChannel(s, ['a', 'c'], 'browser', true);
    expect(next.a).toEqual({ email: true, browser: true });
    expect(next.c).toEqual({ email: false, browser: true });
    expect(next.b).toBe(s.b);
    expect(s.a.browser).toBe(false);
  });
});
