import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type * as CsvParse from 'csv-parse';
import type { z } from 'zod';
import { lazyRequire } from '../../../platform/lazy-require';
import { importFileHeaderSchema, importPersonSchema, type ImportRecord, importTitleSchema } from './import.schemas';

// Readers for the three import forms. Each yields one record at a time with its line number, so
// JSONL and CSV files of any size stream through without being held in memory.

export type ImportFormat = 'json' | 'jsonl' | 'csv';

export function detectFormat(file: string): ImportFormat | null {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') return 'json';
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.csv') return 'csv';
  return null;
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/** Validates one raw object as a title (or, with `type: "person"`, a standalone person). */
export function toRecord(raw: unknown, line: number): ImportRecord {
  if (raw && typeof raw === 'object' && (raw as { type?: unknown }).type === 'person') {
    const { type: _type, ...rest } = raw as Record<string, unknown>;
    const parsed = importPersonSchema.safeParse(rest);
    return parsed.success ? { kind: 'person', line, data: parsed.data } : { kind: 'invalid', line, errors: describeIssues(parsed.error) };
  }
  const parsed = importTitleSchema.safeParse(raw);
  return parsed.success ? { kind: 'title', line, data: parsed.data } : { kind: 'invalid', line, errors: describeIssues(parsed.error) };
}

export async function* readImportFile(file: string, format = detectFormat(file)): AsyncGenerator<ImportRecord> {
  if (format === 'jsonl') yield* readJsonl(file);
  else if (format === 'csv') yield* readCsv(file);
  else if (format === 'json') yield* readJson(file);
  else throw new Error(`Unknown import file type: ${path.basename(file)} (use .json, .jsonl or .csv).`);
}

async function* readJsonl(file: string): AsyncGenerator<ImportRecord> {
  const lines = readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (!text.trim()) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      yield { kind: 'invalid', line, errors: [`Invalid JSON: ${(err as Error).message}`] };
      continue;
    }
    yield toRecord(raw, line);
  }
}

/** The JSON form is parsed whole (use JSONL for very large catalogues); rows keep their line numbers. */
async function* readJson(file: string): AsyncGenerator<ImportRecord> {
  const text = await fs.readFile(file, 'utf8');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    yield { kind: 'invalid', line: 1, errors: [`Invalid JSON: ${(err as Error).message}`] };
    return;
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    yield { kind: 'invalid', line: 1, errors: ['The file must hold an object: { "version": 1, "titles": [...] }.'] };
    return;
  }
  const header = importFileHeaderSchema.safeParse(doc);
  if (!header.success) {
    yield { kind: 'invalid', line: 1, errors: describeIssues(header.error) };
    return;
  }
  const lines = elementLines(text);
  const { people = [], titles = [] } = doc as { people?: unknown; titles?: unknown };
  for (const [key, list] of [
    ['people', people],
    ['titles', titles],
  ] as const) {
    if (!Array.isArray(list)) {
      yield { kind: 'invalid', line: 1, errors: [`${key}: Must be an array.`] };
      continue;
    }
    for (let i = 0; i < list.length; i++) {
      const line = lines[key][i] ?? 1;
      yield key === 'people' ? toRecord({ ...(list[i] as object), type: 'person' }, line) : toRecord(list[i], line);
    }
  }
}

/** Line numbers where each element of the top-level `titles` and `people` arrays starts. */
export function elementLines(text: string) {
  const out = { titles: [] as number[], people: [] as number[] };
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  let escaped = false;
  let key = '';
  let current = '';
  let expect = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      else if (stack.length === 1) current += ch;
      continue;
    }
    if (/\s/.test(ch)) continue;
    const arrayOf = stack.length === 2 && stack[1] === '[' && (key === 'titles' || key === 'people') ? key : null;
    if (expect && arrayOf && ch !== ']') out[arrayOf].push(line);
    expect = false;
    if (ch === '"') {
      inString = true;
      if (stack.length === 1) current = '';
    } else if (ch === ':' && stack.length === 1) {
      key = current;
    } else if (ch === '{' || ch === '[') {
      stack.push(ch);
      if (ch === '[' && stack.length === 2) expect = true;
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',' && arrayOf) {
      expect = true;
    }
  }
  return out;
}

// loaded with the first CSV import, not with the server
const csvParse = lazyRequire<typeof CsvParse>('csv-parse');

const list = (v: string | undefined) =>
  (v ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** A CSV row (header names as in docs/import-format.md) -> a title object. */
export function csvRowToTitle(row: Record<string, string>) {
  const blank = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.trim());
  const num = (v: string | undefined) => blank(v);
  const crew = (names: string | undefined, department: 'directing' | 'writing', job: string) =>
    list(names).map((name, order) => ({ person: { name }, department, job, order }));
  const cast = list(row.cast).map((entry, order) => {
    const [name, character] = entry.split(/\s+as\s+/i);
    return { person: { name: name!.trim() }, department: 'cast' as const, character: character?.trim() || null, order };
  });
  return {
    external_id: blank(row.external_id),
    tmdb_id: num(row.tmdb_id),
    imdb_id: blank(row.imdb_id),
    type: blank(row.type) ?? 'movie',
    name: row.name ?? '',
    original_name: blank(row.original_name),
    tagline: blank(row.tagline),
    description: blank(row.description),
    release_date: blank(row.release_date),
    year: num(row.year),
    runtime: num(row.runtime),
    certification: blank(row.certification),
    status: blank(row.status),
    language: blank(row.language),
    countries: list(row.countries),
    budget: num(row.budget),
    revenue: num(row.revenue),
    popularity: num(row.popularity),
    rating: num(row.rating),
    vote_count: num(row.vote_count),
    poster: blank(row.poster),
    backdrop: blank(row.backdrop),
    genres: list(row.genres),
    keywords: list(row.keywords),
    credits: [...crew(row.directors, 'directing', 'Director'), ...crew(row.writers, 'writing', 'Screenplay'), ...cast],
  };
}

async function* readCsv(file: string): AsyncGenerator<ImportRecord> {
  const parser = createReadStream(file).pipe(
    csvParse().parse({
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      yield toRecord(csvRowToTitle(record), info.lines);
    }
  } catch (err) {
    const e = err as Error & { lines?: number };
    yield { kind: 'invalid', line: e.lines ?? 0, errors: [`Invalid CSV: ${e.message}`] };
  }
}
