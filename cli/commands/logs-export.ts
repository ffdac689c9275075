import path from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { exportLog } from '../../src/features/operations/logs/logs.export';
import { rangeBounds } from '../../src/features/operations/logs/logs.queries';
import { logKinds } from '../../src/shared/logs.schemas';
import { cliConfig, parseFlags, print, withDatabase } from '../context';
import { progressBar } from '../progress';

const date = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), { message: 'must be a date like 2026-01-31' });

const flags = z
  .object({
    type: z.enum(logKinds, { message: `must be one of ${logKinds.join(', ')}` }),
    format: z.enum(['jsonl', 'csv'], { message: 'must be jsonl or csv' }),
    from: date.optional(),
    to: date.optional(),
    output: z.string().min(1).optional(),
  })
  .refine((f) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to), { message: 'must not be after --to', path: ['from'] });

export function registerLogsExport(program: Command) {
  program
    .command('logs:export')
    .description('Export the error, schedule or outgoing-email log to a JSON-lines or CSV file')
    .option('--type <type>', `which log: ${logKinds.join(', ')}`, 'error')
    .option('--format <format>', 'jsonl or csv', 'jsonl')
    .option('--from <date>', 'first day to include (YYYY-MM-DD, UTC)')
    .option('--to <date>', 'last day to include (YYYY-MM-DD, UTC)')
    .option('-o, --output <file>', 'where to write (default: <type>-log.<format> in the current folder)')
    .action(async (opts) => {
      const input = parseFlags(flags, opts);
      const file = path.resolve(input.output ?? `${input.type}-log.${input.format}`);
      const count = await withDatabase(cliConfig(), async ({ db }) => {
        const bar = progressBar(`Exporting ${input.type} log`, 0, 'rows');
        try {
          return await exportLog(db, input.type, rangeBounds(input.from, input.to), input.format, file, (done, total) =>
            bar.update(done, total),
          );
        } finally {
          bar.stop();
        }
      });
      print(`Exported ${count} ${input.type} log ${count === 1 ? 'entry' : 'entries'} to ${file}`);
    });
}
