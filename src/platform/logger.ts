import fs from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';

/** pino to stdout, plus warnings and errors to data/logs/error-YYYY-MM-DD.log (downloadable). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'paths'>, opts: { toFile?: boolean } = {}): Logger {
  const level = config.LOG_LEVEL;
  if (!opts.toFile || level === 'silent') return pino({ level });
  fs.mkdirSync(config.paths.logs, { recursive: true });
  const errorFile = path.join(config.paths.logs, `error-${new Date().toISOString().slice(0, 10)}.log`);
  return pino(
    { level },
    pino.multistream([
      { level, stream: process.stdout },
      { level: 'warn', stream: pino.destination({ dest: errorFile, mkdir: true, sync: false }) },
    ]),
  );
}

/** The newest error log file, for GET logs/error/download-latest. */
export function latestErrorLogFile(logsDir: string): string | null {
  if (!fs.existsSync(logsDir)) return null;
  const files = fs
    .readdirSync(logsDir)
    .filter((f) => /^error-\d{4}-\d{2}-\d{2}\.log$/.test(f))
    .sort();
  return files.length ? path.join(logsDir, files.at(-1)!) : null;
}
