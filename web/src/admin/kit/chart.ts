// Pure helpers of the plays chart (unit tested in chart.test.ts).

/** A "nice" axis maximum (1, 2 or 5 times a power of ten) at or above `max`, never below 4. */
export function niceMax(max: number) {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** An SVG path through the points, scaled into width × height (y grows downwards). */
export function linePath(values: number[], width: number, height: number, max: number) {
  if (!values.length) return '';
  const dx = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((v, i) => `${i ? 'L' : 'M'}${(i * dx).toFixed(1)},${(height - (v / max) * height).toFixed(1)}`).join(' ');
}

/** Up to `count` evenly spaced indexes of a series for axis labels, always including the last. */
export function labelIndexes(length: number, count: number) {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

/** `YYYY-MM-DD` of the date `days` before `to` (inclusive ranges: 30 days = to - 29). */
export function rangeEndingAt(to: Date, days: number) {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(new Date(to.getTime() - (days - 1) * 86_400_000)), to: iso(to) };
}
