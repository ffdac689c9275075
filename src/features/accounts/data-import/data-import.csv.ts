import type { Readable } from 'node:stream';
import type * as CsvParse from 'csv-parse';
import { lazyRequire } from '../../../platform/lazy-require';

// loaded with the first CSV an import reads, not with the server
const csvParse = lazyRequire<typeof CsvParse>('csv-parse');

// CSV rows as they arrive, with their line numbers: the exports' BOMs, quoted commas and
// newlines inside quotes are csv-parse's job; nothing holds more than one row.

export interface CsvRow {
  cells: string[];
  line: number;
}

export async function* csvRows(input: Readable): AsyncGenerator<CsvRow> {
  const parser = input.pipe(
    csvParse().parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: false, info: true }),
  );
  input.on('error', (err) => parser.destroy(err));
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { cells: record, line: info.lines };
  }
}

/** Rows of a CSV with a header line, as objects by column name. */
export async function* csvObjects(input: Readable): AsyncGenerator<{ row: Record<string, string>; line: number }> {
  let header: string[] | null = null;
  for await (const { cells, line } of csvRows(input)) {
    if (!header) {
      header = cells.map((c) => c.trim());
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => (row[name] = (cells[i] ?? '').trim()));
    yield { row, line };
  }
}
