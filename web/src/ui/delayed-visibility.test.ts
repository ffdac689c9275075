import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedVisibility, SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS } from './delayed-visibility';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function track() {
  const changes: boolean[] = [];
  const c = createDelayedVisibility((v) => changes.push(v), SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS);
  return { changes, c };
}

describe('loading spinner timing', () => {
  it('never appears for loads shorter than 500 ms', () => {
    const { changes, c } = track();
    c.update(true);
    vi.advanceTimersByTime(499);
    c.update(false);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
  });

  it('appears after 500 ms and stays at least 200 ms', () => {
    const { changes, c } = track();
    c.update(true);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(50);
    c.update(false);
    vi.advanceTimersByTime(149);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('hides at once when it has already been visible 200 ms', () => {
    const { changes, c } = track();
    c.update(true);
    vi.advanceTimersByTime(900);
    c.update(false);
    expect(changes).toEqual([true, false]);
  });
});
