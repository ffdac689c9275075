import fs from 'node:fs';
import path from 'node:path';

// The source strings of the site: translation lines are keyed by the English text the web client
// passes to t()/trans()/<Trans message>. They are read from the web sources (web/src) on first use,
// so the translate screen always lists what the client can actually show.

const CALL = /\b(?:t|trans)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;
const MESSAGE_PROP = /\bmessage=(?:"([^"\n]*)"|\{\s*'((?:[^'\\\n]|\\.)*)'\s*\})/g;

const unescape = (s: string) => s.replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch));

/** Every source string used in one file's text. */
export function extractStrings(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(CALL)) {
    const raw = m[1] ?? m[2] ?? m[3];
    if (raw) found.push(unescape(raw));
  }
  for (const m of source.matchAll(MESSAGE_PROP)) {
    const raw = m[1] ?? m[2];
    if (raw) found.push(unescape(raw));
  }
  return found;
}

/** The web/src folder: looked for above this module (src/ in dev, dist/server when bundled) and the working folder. */
export function findWebSources(): string | null {
  for (const start of [import.meta.dirname, process.cwd()]) {
    let dir = start;
    for (let i = 0; i < 6; i++) {
      const candidate = path.join(dir, 'web', 'src');
      if (fs.existsSync(candidate)) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return null;
}

function walk(dir: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

export function scanSourceStrings(root: string): string[] {
  const files: string[] = [];
  walk(root, files);
  const set = new Set<string>();
  for (const file of files) for (const s of extractStrings(fs.readFileSync(file, 'utf8'))) set.add(s);
  return [...set].sort((a, b) => a.localeCompare(b, 'en'));
}

let cached: string[] | null = null;

/** The sorted, unique source strings (read once per process). */
export function sourceStrings(): string[] {
  if (!cached) {
    const root = findWebSources();
    cached = root ? scanSourceStrings(root) : [];
  }
  return cached;
}
