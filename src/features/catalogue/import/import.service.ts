import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Db, Trx } from '../../../db/database';
import type { Cache } from '../../../platform/cache';
import type { Storage } from '../../../platform/storage';
import { invalidatePeople, invalidateTitles } from '../common/cache';
import { createImageSink, type ImageKind, type ImageSink } from './import.images';
import { detectFormat, readImportFile } from './import.parse';
import { newWriteContext, upsertPerson, type WriteContext } from './import.people';
import type { ImportPerson, ImportRecord, ImportSummary, ImportTitle } from './import.schemas';
import { upsertTitle } from './import.writer';

// Runs an import: records stream in, are validated, and are written in small batches, each batch
// one transaction. When a batch fails its records are retried one by one so a single bad row
// is reported and skipped while the rest are kept.

const MAX_REPORTED_ERRORS = 1000;

export interface ImportOptions {
  storage?: Storage;
  cache?: Cache;
  /** false: skip images entirely. */
  images?: boolean;
  /** false: keep remote image URLs as links. */
  downloadImages?: boolean;
  batchSize?: number;
  onProgress?: (done: number, total: number | null) => void;
}

type Valid = Extract<ImportRecord, { kind: 'title' | 'person' }>;

/** Image sources of one record, so they are fetched before (not inside) its write transaction. */
export function imageSources(r: Valid): [string, ImageKind][] {
  const out: [string, ImageKind][] = [];
  const person = (p: ImportPerson) => p.poster && out.push([p.poster, 'profile']);
  if (r.kind === 'person') {
    person(r.data);
    return out;
  }
  const t: ImportTitle = r.data;
  if (t.poster) out.push([t.poster, 'poster']);
  if (t.backdrop) out.push([t.backdrop, 'backdrop']);
  for (const i of t.images) out.push([i.src, i.type]);
  t.credits.forEach((c) => person(c.person));
  for (const s of t.seasons) {
    if (s.poster) out.push([s.poster, 'poster']);
    s.credits.forEach((c) => person(c.person));
    for (const e of s.episodes) {
      if (e.still) out.push([e.still, 'still']);
      e.credits.forEach((c) => person(c.person));
    }
  }
  return out;
}

/** Writes records in batches; returns ids touched so caches can be invalidated. */
export class ImportWriter {
  readonly summary: ImportSummary = { created: 0, updated: 0, skipped: 0, errors: [] };
  readonly titleIds = new Set<number>();
  /** More people changed than are tracked one by one. */
  manyPeople = false;
  private pending: Valid[] = [];
  private readonly ctx: WriteContext;

  constructor(
    private readonly db: Db,
    private readonly sink: ImageSink | null,
    private readonly batchSize = 100,
  ) {
    this.ctx = newWriteContext(sink);
  }

  reportInvalid(line: number, messages: string[]) {
    this.summary.skipped += 1;
    if (this.summary.errors.length < MAX_REPORTED_ERRORS) this.summary.errors.push({ line, messages });
  }

  async add(record: Valid) {
    if (this.sink) for (const [src, kind] of imageSources(record)) await this.sink(src, kind);
    this.pending.push(record);
    if (this.pending.length >= this.batchSize) await this.flush();
  }

  async flush() {
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return;
    // the per-run lookup caches are bounded so a huge import does not grow without limit
    if (this.ctx.people.size > 50_000) this.ctx.people.clear();
    if (this.ctx.touchedPeople.size > 50_000) {
      this.ctx.touchedPeople.clear();
      this.manyPeople = true;
    }
    const snapshot = new Map(this.ctx.people);
    const tags = new Map(this.ctx.tags);
    try {
      const results = await this.db.transaction().execute(async (trx) => {
        const out = [];
        for (const r of batch) out.push(await this.writeOne(trx, r));
        return out;
      });
      for (const r of results) this.count(r);
    } catch {
      // the batch rolled back: ids cached during it may not exist, so restore the caches
      this.ctx.people = snapshot;
      this.ctx.tags = tags;
      for (const r of batch) {
        try {
          this.count(await this.db.transaction().execute((trx) => this.writeOne(trx, r)));
        } catch (err) {
          this.ctx.people = new Map(snapshot);
          this.ctx.tags = new Map(tags);
          this.reportInvalid(r.line, [`Could not be saved: ${(err as Error).message}`]);
        }
      }
    }
  }

  private async writeOne(trx: Trx, r: Valid) {
    if (r.kind === 'person') return { ...(await upsertPerson(trx, this.ctx, r.data, true)), kind: 'person' as const };
    return { ...(await upsertTitle(trx, this.ctx, r.data)), kind: 'title' as const };
  }

  private count(r: { id: number; created: boolean; kind: 'title' | 'person' }) {
    if (r.created) this.summary.created += 1;
    else this.summary.updated += 1;
    if (r.kind === 'title') this.titleIds.add(r.id);
  }

  get touchedPeople() {
    return this.ctx.touchedPeople;
  }
}

/** Counts lines (JSONL/CSV) without holding the file, for the progress bar's total. */
export async function countLines(file: string) {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (const byte of chunk as Buffer) if (byte === 10) lines += 1;
  }
  return lines;
}

export async function importFile(db: Db, file: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const format = detectFormat(file);
  if (!format) throw new Error(`Unknown import file type: ${path.basename(file)} (use .json, .jsonl or .csv).`);
  const sink =
    opts.images !== false && opts.storage
      ? createImageSink({ storage: opts.storage, baseDir: path.dirname(path.resolve(file)), download: opts.downloadImages })
      : null;
  const writer = new ImportWriter(db, sink, opts.batchSize);
  const total = format === 'json' ? null : await countLines(file);
  let done = 0;
  for await (const record of readImportFile(file, format)) {
    if (record.kind === 'invalid') writer.reportInvalid(record.line, record.errors);
    else await writer.add(record);
    done = Math.max(done + 1, format === 'json' ? 0 : record.line);
    opts.onProgress?.(done, total);
  }
  await writer.flush();
  if (opts.cache) invalidateAfterImport(opts.cache, writer);
  return writer.summary;
}

/** Targeted invalidation for small imports; a large one clears the catalogue cache. */
export function invalidateAfterImport(cache: Cache, writer: ImportWriter) {
  if (writer.manyPeople || writer.titleIds.size + writer.touchedPeople.size > 2000) {
    cache.clear();
    return;
  }
  invalidateTitles(cache, [...writer.titleIds]);
  invalidatePeople(cache, [...writer.touchedPeople]);
}
