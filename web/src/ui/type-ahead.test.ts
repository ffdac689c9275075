import { describe, expect, it } from 'vitest';
import { createTypeAhead, TYPE_AHEAD_RESET_MS } from './type-ahead';

const genres = ['Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Drama'];

function typist() {
  let now = 0;
  const find = createTypeAhead(() => now);
  return { find, wait: (ms: number) => (now += ms) };
}

describe('select list type-ahead', () => {
  it('keeps extending the typed prefix while keys come faster than 500 ms', () => {
    const { find, wait } = typist();
    expect(find('c', genres, 0)).toBe(3); // Comedy
    wait(TYPE_AHEAD_RESET_MS - 1);
    expect(find('r', genres, 3)).toBe(4); // "cr": Crime
  });

  it('forgets the prefix 500 ms after the last key', () => {
    const { find, wait } = typist();
    expect(find('c', genres, 0)).toBe(3);
    wait(TYPE_AHEAD_RESET_MS);
    // a fresh "r" finds nothing, where "cr" would have found Crime
    expect(find('r', genres, 3)).toBe(-1);
    wait(TYPE_AHEAD_RESET_MS);
    expect(find('d', genres, 3)).toBe(5);
  });

  it('cycles through the labels of one repeated letter, wrapping at the end', () => {
    const { find, wait } = typist();
    expect(find('a', genres, 5)).toBe(0);
    wait(100);
    expect(find('a', genres, 0)).toBe(1);
    wait(100);
    expect(find('a', genres, 1)).toBe(2);
    wait(100);
    expect(find('a', genres, 2)).toBe(0);
  });
});
