import { describe, expect, it } from 'vitest';
import { labelIndexes, linePath, niceMax, rangeEndingAt } from './chart';

describe('plays chart helpers', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(41)).toBe(50);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(1234)).toBe(2000);
  });

  it('draws a path across the width, top at the maximum', () => {
    expect(linePath([0, 5, 10], 100, 50, 10)).toBe('M0.0,50.0 L50.0,25.0 L100.0,0.0');
    expect(linePath([], 100, 50, 10)).toBe('');
  });

  it('spreads axis labels evenly and keeps the last day', () => {
    expect(labelIndexes(30, 5)).toEqual([0, 7, 15, 22, 29]);
    expect(labelIndexes(3, 5)).toEqual([0, 1, 2]);
  });

  it('makes inclusive ranges ending on a day', () => {
    expect(rangeEndingAt(new Date('2026-11-22T10:00:00Z'), 30)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(rangeEndingAt(new Date('2026-11-22T10:00:00Z'), 1)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
});
