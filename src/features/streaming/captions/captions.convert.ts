// Caption files: WebVTT is checked and kept; SRT is converted to WebVTT (comma → dot in
// timestamps, numeric cue ids dropped). Anything else is refused.

const SRT_TIME = /^(\d{1,2}):(\d{2}):(\d{2})[,.](\d{1,3})\s*-->\s*(\d{1,2}):(\d{2}):(\d{2})[,.](\d{1,3})(.*)$/;
const pad = (s: string, n: number) => s.padStart(n, '0');
const stamp = (h: string, m: string, s: string, ms: string) => `${pad(h, 2)}:${m}:${s}.${ms.padEnd(3, '0')}`;

export function toWebVtt(text: string): string | null {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(clean)) return /-->/.test(clean) || clean.trim() === 'WEBVTT' ? clean : null;
  const blocks = clean.trim().split(/\n{2,}/);
  const cues: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    if (/^\d+$/.test(lines[0]!.trim())) lines.shift();
    const m = SRT_TIME.exec(lines[0]?.trim() ?? '');
    if (!m) return null;
    const body = lines.slice(1).join('\n').replace(/-->/g, '→');
    cues.push(`${stamp(m[1]!, m[2]!, m[3]!, m[4]!)} --> ${stamp(m[5]!, m[6]!, m[7]!, m[8]!)}${m[9] ?? ''}\n${body}`);
  }
  return cues.length ? `WEBVTT\n\n${cues.join('\n\n')}\n` : null;
}
