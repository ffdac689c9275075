// Parses a Range header against a file size (RFC 9110 §14). Multi-range requests are answered
// with the full body (200): players never send them, and multipart/byteranges adds nothing here.

export type RangeResult = { kind: 'none' } | { kind: 'single'; start: number; end: number } | { kind: 'multi' } | { kind: 'unsatisfiable' };

const SPEC = /^(\d{0,15})-(\d{0,15})$/;

export function parseRange(header: string | undefined | null, size: number): RangeResult {
  if (header == null) return { kind: 'none' };
  const value = header.trim();
  // another unit (or no unit at all) is ignored, as the RFC asks; a broken bytes range is refused
  const unit = /^([a-z]+)=/i.exec(value)?.[1]?.toLowerCase();
  if (unit !== 'bytes') return /^\s*[\d-]/.test(value) ? { kind: 'unsatisfiable' } : { kind: 'none' };
  const parts = value
    .slice(6)
    .split(',')
    .map((p) => p.trim());
  const ranges: { start: number; end: number }[] = [];
  for (const part of parts) {
    const m = SPEC.exec(part);
    if (!m || (m[1] === '' && m[2] === '')) return { kind: 'unsatisfiable' };
    if (m[1] === '') {
      const suffix = Number(m[2]);
      if (suffix === 0 || size === 0) continue;
      ranges.push({ start: Math.max(0, size - suffix), end: size - 1 });
      continue;
    }
    const start = Number(m[1]);
    const end = m[2] === '' ? size - 1 : Number(m[2]);
    if (m[2] !== '' && end < start) return { kind: 'unsatisfiable' };
    if (start >= size) continue;
    ranges.push({ start, end: Math.min(end, size - 1) });
  }
  if (!ranges.length) return { kind: 'unsatisfiable' };
  if (ranges.length > 1) return { kind: 'multi' };
  return { kind: 'single', ...ranges[0]! };
}
