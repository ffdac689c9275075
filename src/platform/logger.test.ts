import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** A stand-in for process.stdout that keeps what is written; isTTY as a terminal or a pipe has it. */
function fakeStdout(isTTY: boolean) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => chunks.join('') };
}

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    // the error log file is opened asynchronously; removing its folder first fails the open
    await expect.poll(() => fs.readdirSync(dir).length).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
/** A logs folder, for a logger that keeps an error log file there (none without toFile). */
const logsDir = (toFile = true) => {
  if (!toFile) return path.join(os.tmpdir(), 'marquee-logs-unused');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-logs-'));
  dirs.push(dir);
  return dir;
};

describe('createLogger', () => {
  for (const toFile of [false, true]) {
    describe(toFile ? 'with the error log file' : 'stdout only', () => {
      it('writes readable lines to a terminal', () => {
        const out = fakeStdout(true);
        const logger = createLogger({ LOG_LEVEL: 'info', paths: { logs: logsDir(toFile) } as never }, { toFile, stdout: out.stream });
        logger.info({ requestId: 'r-1' }, 'Marquee is running');
        const line = stripVTControlCharacters(out.text()); // coloured where colours are on (a TTY, CI)
        expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] .*INFO.*: Marquee is running .*"requestId":"r-1"/);
        expect(line.trimEnd().split('\n')).toHaveLength(1);
      });

      it('writes JSON lines to a pipe or file', () => {
        const out = fakeStdout(false);
        const logger = createLogger({ LOG_LEVEL: 'info', paths: { logs: logsDir(toFile) } as never }, { toFile, stdout: out.stream });
        logger.info({ requestId: 'r-1' }, 'Marquee is running');
        const entry = JSON.parse(out.text().trim());
        expect(entry).toMatchObject({ level: 30, msg: 'Marquee is running', requestId: 'r-1' });
      });
    });
  }

  it('keeps warnings and errors in the error log file as JSON, even when stdout is a terminal', async () => {
    const out = fakeStdout(true);
    const logs = logsDir();
    const logger = createLogger({ LOG_LEVEL: 'info', paths: { logs } as never }, { toFile: true, stdout: out.stream });
    logger.info('not kept');
    logger.error({ code: 'E_TEST' }, 'kept');
    await expect.poll(() => fs.readdirSync(logs).length).toBe(1);
    const file = path.join(logs, fs.readdirSync(logs)[0]!);
    await expect.poll(() => fs.readFileSync(file, 'utf8')).toContain('"kept"');
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['kept']);
  });
});
