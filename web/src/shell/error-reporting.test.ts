import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientErrorReport } from '../../../src/shared/client-errors.schemas';
import { installErrorReporting, sampleRateOf, shouldSample, toReport } from './error-reporting';

/** A fixed sequence of "random" numbers, repeated. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('shouldSample', () => {
  it('reports about the share the rate asks for: 0.2 of a spread of draws', () => {
    const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);
    const random = sequence(...draws);
    const sampled = draws.filter(() => shouldSample(0.2, random)).length;
    expect(sampled).toBe(200);
  });

  it('reports nothing at 0 and everything at 1, whatever the draw', () => {
    expect(shouldSample(0, () => 0)).toBe(false);
    expect(shouldSample(1, () => 0.999_999)).toBe(true);
    expect(shouldSample(Number.NaN, () => 0)).toBe(false);
  });

  it("uses the spec's 0.2 when the server sent no rate, and clamps bad values", () => {
    expect(sampleRateOf(undefined)).toBe(0.2);
    expect(sampleRateOf(1)).toBe(1);
    expect(sampleRateOf(7)).toBe(1);
    expect(sampleRateOf(-1)).toBe(0);
  });
});

describe('toReport', () => {
  it('keeps the name, message and stack of an Error, trimmed to the server limits', () => {
    const err = new TypeError('x'.repeat(5000));
    const report = toReport('error', err, 'https://movies.example/titles/1', '1.2.3')!;
    expect(report).toMatchObject({ kind: 'error', name: 'TypeError', url: 'https://movies.example/titles/1', release: '1.2.3' });
    expect(report.message).toHaveLength(1000);
    expect(report.stack!.length).toBeLessThanOrEqual(8000);
  });

  it('describes a rejection with a non-error value, and skips an empty one', () => {
    expect(toReport('unhandledrejection', { status: 500 }, 'https://m.example/', 'dev')?.message).toBe('{"status":500}');
    expect(toReport('unhandledrejection', '  ', 'https://m.example/', 'dev')).toBeNull();
  });
});

describe('installErrorReporting', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
  });

  function setUp(rate: number, random = () => 0) {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('location', { origin: 'https://movies.example', pathname: '/watch/3' });
    const sent: ClientErrorReport[] = [];
    stops.push(installErrorReporting({ sampleRate: () => rate, release: '0.1.0', send: (r) => sent.push(r), random }));
    const fire = (type: 'error' | 'unhandledrejection', value: unknown) =>
      window.dispatchEvent(Object.assign(new Event(type), type === 'error' ? { error: value } : { reason: value }));
    return { sent, fire };
  }

  it('sends each distinct error once, with the page path and release', () => {
    const { sent, fire } = setUp(1);
    const err = new Error('Player crashed');
    fire('error', err);
    fire('error', err);
    fire('unhandledrejection', new Error('Network down'));
    expect(sent.map((r) => [r.kind, r.message, r.url, r.release])).toEqual([
      ['error', 'Player crashed', 'https://movies.example/watch/3', '0.1.0'],
      ['unhandledrejection', 'Network down', 'https://movies.example/watch/3', '0.1.0'],
    ]);
  });

  it('drops what the sampler leaves out and cross-origin "Script error." events', () => {
    const { sent, fire } = setUp(0.2, sequence(0.5, 0.1));
    fire('error', new Error('first: drawn 0.5, not sampled'));
    fire('error', new Error('second: drawn 0.1, sampled'));
    fire('error', null);
    expect(sent.map((r) => r.message)).toEqual(['second: drawn 0.1, sampled']);
  });

  it('stops after 10 reports from one page', () => {
    const { sent, fire } = setUp(1);
    for (let i = 0; i < 25; i++) fire('error', new Error(`Error ${i}`));
    expect(sent).toHaveLength(10);
  });
});
