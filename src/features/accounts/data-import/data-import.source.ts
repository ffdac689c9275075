import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ImportSource } from '../../../db/tables/data-imports';
import { validationError } from '../../../http/errors';
import type { ImportRecord } from './data-import.records';
import { openZip } from './data-import.zip';
import { imdbRecords } from './imdb';
import { letterboxdEntries, letterboxdRecords } from './letterboxd';
import { createTraktReader, traktEntries } from './trakt';

// What an uploaded file is, told from its content (never from its name alone): a ZIP holding
// Letterboxd CSVs or Trakt JSON files, a Trakt JSON file, or an IMDb CSV. Anything else, or a file
// that is not what the user said it is, is refused with a message that says what was expected.

export interface ExportEntry {
  name: string;
  size: number;
  open(): Promise<Readable>;
}

export interface OpenedExport {
  source: ImportSource;
  entries: ExportEntry[];
  /** The rows of one entry, in file order. */
  records(entry: ExportEntry): AsyncGenerator<ImportRecord>;
  close(): void;
}

export const SOURCE_NAMES: Record<ImportSource, string> = { letterboxd: 'Letterboxd', imdb: 'IMDb', trakt: 'Trakt' };

const refuse = (message: string) => validationError({ file: [message] });
const EXPECTED = 'Upload a Letterboxd export ZIP, an IMDb CSV export (ratings, watchlist or a list) or a Trakt JSON export.';

async function head(file: string, bytes: number) {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function fileEntry(file: string, name: string): ExportEntry {
  return { name, size: fs.statSync(file).size, open: async () => fs.createReadStream(file) };
}

/** Opens an uploaded export: its source and the entries to read, or a 422 that says what is wrong. */
export async function openExport(file: string, fileName: string, claimed?: ImportSource | null): Promise<OpenedExport> {
  const opened = await detect(file, path.basename(fileName));
  if (claimed && claimed !== opened.source) {
    opened.close();
    throw refuse(`This file looks like a ${SOURCE_NAMES[opened.source]} export, not a ${SOURCE_NAMES[claimed]} one.`);
  }
  return opened;
}

async function detect(file: string, name: string): Promise<OpenedExport> {
  const start = await head(file, 4096);
  if (start.subarray(0, 2).toString('latin1') === 'PK') return detectZip(file);
  const text = start.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (/^\s*[[{]/.test(text)) {
    if (!/"(movie|show|episode|ids|rated_at|listed_at|last_watched_at|privacy)"/.test(text))
      throw refuse(`This JSON file is not a Trakt export. ${EXPECTED}`);
    const reader = createTraktReader();
    return { source: 'trakt', entries: [fileEntry(file, name.endsWith('.json') ? name : `${name}.json`)], records: reader, close() {} };
  }
  if (/(^|,)"?Const"?(,|$)/.test(firstLine)) {
    return { source: 'imdb', entries: [fileEntry(file, name)], records: imdbRecords, close() {} };
  }
  if (/Letterboxd URI|^Letterboxd list export/.test(firstLine)) {
    const entries = letterboxdEntries([fileEntry(file, name)]);
    if (!entries.length) throw refuse('This is one file of a Letterboxd export: upload the whole export ZIP.');
    return { source: 'letterboxd', entries, records: letterboxdRecords, close() {} };
  }
  throw refuse(`This file is not an export we can read. ${EXPECTED}`);
}

/** The first line of an entry, read from its first chunk only. */
async function firstLine(entry: ExportEntry) {
  const stream = await entry.open();
  try {
    for await (const chunk of stream)
      return (
        (chunk as Buffer)
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .split(/\r?\n/, 1)[0] ?? ''
      );
    return '';
  } finally {
    stream.destroy();
  }
}

async function detectZip(file: string): Promise<OpenedExport> {
  const zip = await openZip(file).catch(() => {
    throw refuse('This ZIP file is damaged or incomplete. Download the export again and upload it.');
  });
  const letterboxd = letterboxdEntries(zip.entries);
  const header = letterboxd.length ? await firstLine(letterboxd[0]!) : '';
  if (/(^|,)"?Const"?(,|$)/.test(header)) {
    zip.close();
    throw refuse('This ZIP file holds IMDb CSV files: upload them one at a time.');
  }
  if (letterboxd.length && /Letterboxd URI|^Letterboxd list export|(^|,)Name,Year(,|$)/.test(header))
    return { source: 'letterboxd', entries: letterboxd, records: letterboxdRecords, close: () => zip.close() };
  const trakt = traktEntries(zip.entries).filter((e) => /(watched|ratings|watchlist|lists?)[-\w]*\.json$/i.test(e.name));
  if (trakt.length) return { source: 'trakt', entries: trakt, records: createTraktReader(), close: () => zip.close() };
  zip.close();
  throw refuse(`This ZIP file holds no Letterboxd or Trakt export files. ${EXPECTED}`);
}
