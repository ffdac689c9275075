import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Services } from '../../../platform/services';
import { invalidateTitles } from '../../catalogue/common/cache';
import { applyRecord, type Outcome } from './data-import.apply';
import { type Match, TitleMatcher } from './data-import.match';
import { clearUnmatched, findDataImport, insertUnmatched, updateDataImport } from './data-import.queries';
import { forgetUnmatchedAt } from './data-import.resume.queries';
import type { ImportRecord } from './data-import.records';
import { type ExportEntry, openExport } from './data-import.source';

// The import job's work: the uploaded file is copied from storage to a temp file (a ZIP is read by
// random access), then every entry is streamed row by row: matched, applied in its own
// transaction, counted. Progress (bytes read of all entries) and totals are saved every
// PROGRESS_EVERY rows, so the page's bar moves while a large diary is read. A resumed run (the
// worker stopped mid-run: data-import.resume.ts) keeps those totals and passes over as many rows.

const PROGRESS_EVERY = 250;

export interface Totals {
  imported: number;
  updated: number;
  skipped: number;
  unmatched: number;
}

/** Counts the bytes read of every entry, for the progress bar. */
function counted(entries: ExportEntry[], onBytes: (n: number) => void): ExportEntry[] {
  return entries.map((e) => ({
    ...e,
    open: async () =>
      (await e.open()).pipe(
        new Transform({
          transform(chunk: Buffer, _enc, cb) {
            onBytes(chunk.length);
            cb(null, chunk);
          },
        }),
      ),
  }));
}

/** What the run needs of the app: the database, where the upload waits, the cache it invalidates, and the site's address (links to its title pages match by id). */
export interface ImportRuntime {
  db: Db;
  services: Pick<Services, 'storage' | 'cache'>;
  config?: Pick<Config, 'APP_URL'>;
}

export async function runDataImport(
  app: ImportRuntime,
  importId: number,
  report: (fraction: number) => Promise<void>,
  opts: { resume?: boolean } = {},
) {
  const { db, services, config } = app;
  const row = await findDataImport(db, importId);
  if (!row || !row.file_key) return null;
  const resume = !!opts.resume;
  const totals: Totals = resume
    ? { imported: row.imported, updated: row.updated, skipped: row.skipped, unmatched: row.unmatched }
    : { imported: 0, updated: 0, skipped: 0, unmatched: 0 };
  // every row adds one to one total: the saved totals are the rows an earlier run finished
  const done = totals.imported + totals.updated + totals.skipped + totals.unmatched;
  await updateDataImport(db, importId, resume ? { status: 'running' } : { ...totals, status: 'running', progress: 0, message: null });
  if (!resume) await clearUnmatched(db, importId);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-import-'));
  const file = path.join(dir, 'upload');
  const touched = new Set<number>();
  try {
    await pipeline(await services.storage.stream(row.file_key), fs.createWriteStream(file));
    const opened = await openExport(file, row.file_name, row.source);
    try {
      const size = opened.entries.reduce((sum, e) => sum + e.size, 0) || 1;
      let read = 0;
      const entries = counted(opened.entries, (n) => (read += n));
      const matcher = new TitleMatcher(db, config?.APP_URL);
      const save = async () => {
        const progress = Math.min(0.99, read / size);
        await updateDataImport(db, importId, { ...totals, progress });
        await report(progress);
      };
      let rows = 0;
      for (const entry of entries)
        for await (const record of opened.records(entry)) {
          if (rows < done) {
            rows += 1;
            continue;
          }
          const outcome = await importRecord(db, importId, matcher, record, { userId: row.user_id, overwrite: !!row.overwrite, resume });
          totals[outcome.outcome] += 1;
          if (outcome.titleId && (record.kind === 'rating' || record.kind === 'review')) touched.add(outcome.titleId);
          if (++rows % PROGRESS_EVERY === 0) await save();
        }
    } finally {
      opened.close();
    }
    await updateDataImport(db, importId, { ...totals, status: 'done', progress: 1, finished_at: nowIso() });
  } catch (err) {
    const message = err instanceof Error ? ((err as { errors?: Record<string, string[]> }).errors?.file?.[0] ?? err.message) : String(err);
    await updateDataImport(db, importId, { ...totals, status: 'failed', message: message.slice(0, 1000), finished_at: nowIso() });
  } finally {
    // the upload is not kept, whatever the outcome: a new import is a new upload
    await services.storage.delete(row.file_key).catch(() => undefined);
    await updateDataImport(db, importId, { file_key: null });
    fs.rmSync(dir, { recursive: true, force: true });
    if (touched.size) invalidateTitles(services.cache, [...touched]);
  }
  return totals;
}

type RecordOutcome = { outcome: Outcome | 'unmatched'; titleId: number | null };

/** Matches and applies one row; a row that matched nothing, or only loosely, goes to the report. */
export async function importRecord(
  db: Db,
  importId: number,
  matcher: TitleMatcher,
  record: ImportRecord,
  opts: { userId: number; overwrite: boolean; resume?: boolean },
): Promise<RecordOutcome> {
  const match = await matcher.match(record.title);
  // a rating of an episode the catalogue does not have cannot land on the series instead
  if (!match || (record.kind === 'rating' && record.title.episode && !match.episodeId)) {
    await reportRow(db, importId, record, null, opts.resume);
    return { outcome: 'unmatched', titleId: null };
  }
  const outcome = await applyRecord(db, record, match, opts);
  if (match.confidence < 1) await reportRow(db, importId, record, match, opts.resume);
  return { outcome, titleId: match.titleId };
}

async function reportRow(db: Db, importId: number, record: ImportRecord, match: Match | null, resume = false) {
  // rows after the last saved totals may have been reported by the run that stopped
  if (resume) await forgetUnmatchedAt(db, importId, record);
  await insertUnmatched(db, {
    import_id: importId,
    file: record.file,
    line: record.line,
    kind: record.kind,
    name: record.title.name.slice(0, 500) || '(no name)',
    year: record.title.year,
    imdb_id: record.title.imdbId ?? null,
    tmdb_id: record.title.tmdbId ?? null,
    media_type: record.title.mediaType,
    matched_title_id: match?.titleId ?? null,
    confidence: match?.confidence ?? null,
    record: JSON.stringify(record),
  });
}
