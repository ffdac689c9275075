import fs from 'node:fs';
import path from 'node:path';
import pino, { type DestinationStream, type Logger } from 'pino';
import type PinoPretty from 'pino-pretty';
import { lazyRequire } from './lazy-require';
import type { Config } from '../config';

type Stdout = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * A person at a terminal reads one coloured line per entry; a pipe or file (journald, Docker, a
 * log shipper) gets pino's JSON lines. Prettified in-process and synchronously: a worker-thread
 * transport would have to find its module again from the server bundle, and could drop the last
 * lines before an exit.
 */
const pinoPretty = lazyRequire<typeof PinoPretty>('pino-pretty');

function stdoutStream(stdout: Stdout): DestinationStream {
  if (!stdout.isTTY) return stdout;
  const prettify = pinoPretty().prettyFactory({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true });
  return { write: (line: string) => stdout.write(prettify(line)) };
}

/** pino to stdout, plus warnings and errors to data/logs/error-YYYY-MM-DD.log (downloadable). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'paths'>, opts: { toFile?: boolean; stdout?: Stdout } = {}): Logger {
  const level = config.LOG_LEVEL;
  const stdout = opts.stdout ?? process.stdout;
  if (level === 'silent') return pino({ level });
  if (!opts.toFile) return pino({ level }, stdoutStream(stdout));
  fs.mkdirSync(config.paths.logs, { recursive: true });
  const errorFile = path.join(config.paths.logs, `error-${new Date().toISOString().slice(0, 10)}.log`);
  return pino(
    { level },
    pino.multistream([
      { level, stream: stdoutStream(stdout) },
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
