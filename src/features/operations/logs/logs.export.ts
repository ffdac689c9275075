import fs from 'node:fs';
import { once } from 'node:events';
import type { Db } from '../../../db/database';
import { countLog, iterateLog, type LogFilter } from './logs.queries';
import type { LogKind } from '../../../shared/logs.schemas';

export type ExportFormat = 'jsonl' | 'csv';

/** RFC 4180 field: quoted when it holds a comma, quote or line break. */
function csvField(value: unknown) {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Writes one log (oldest first) to `file` as JSON lines or CSV with a header row, in batches.
 * Returns how many rows were written; `onProgress(done, total)` follows along.
 */
export async function exportLog(
  db: Db,
  kind: LogKind,
  filter: LogFilter,
  format: ExportFormat,
  file: string,
  onProgress?: (done: number, total: number) => void,
) {
  const total = await countLog(db, kind, filter);
  const out = fs.createWriteStream(file, { encoding: 'utf8' });
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  let done = 0;
  let columns: string[] | null = null;
  try {
    for await (const rows of iterateLog(db, kind, filter)) {
      let chunk = '';
      for (const row of rows as unknown as Record<string, unknown>[]) {
        if (format === 'jsonl') {
          chunk += `${JSON.stringify(row)}\n`;
        } else {
          if (!columns) {
            columns = Object.keys(row);
            chunk += `${columns.join(',')}\r\n`;
          }
          chunk += `${columns.map((c) => csvField(row[c])).join(',')}\r\n`;
        }
      }
      await write(chunk);
      done += rows.length;
      onProgress?.(done, total);
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return done;
}
