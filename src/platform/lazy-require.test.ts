import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a fresh process has loaded after importing our modules: run in a child (this test process
// shares its module cache with other tests), through tsx as in development.

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIBRARIES = ['sanitize-html', 'postcss', 'yauzl', 'yazl', 'csv-parse', 'csv-stringify', 'busboy'];

/** Imports `modules`, runs `then` (an expression, may use `m`: the first module), and lists the LIBRARIES loaded before and after. */
function loadedLibraries(modules: string[], then = 'null') {
  const script = `
    const { createRequire } = await import('node:module');
    const cache = createRequire(import.meta.url).cache;
    const loaded = () => ${JSON.stringify(LIBRARIES)}.filter((name) => Object.keys(cache).some((f) => f.includes('/node_modules/' + name + '/')));
    const [m] = await Promise.all(${JSON.stringify(modules.map((m) => path.join(ROOT, m)))}.map((f) => import(f)));
    const before = loaded();
    const result = await (${then});
    console.log(JSON.stringify({ before, after: loaded(), result }));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { before: string[]; after: string[]; result: unknown };
}

describe('libraries loaded on first use', () => {
  it('sanitize-html loads with the first body cleaned, not with the module that wraps it', () => {
    const { before, after, result } = loadedLibraries(
      ['src/platform/lazy-require.ts'],
      `m.sanitizeHtml('<b>bold</b><script>alert(1)</script>', { allowedTags: [...m.sanitizeHtml.defaults.allowedTags] })`,
    );
    expect(before).toEqual([]);
    expect(after).toContain('sanitize-html');
    expect(result).toBe('<b>bold</b>');
  });

  it('the data import/export and upload modules load their archive, CSV and form-data packages only when used', () => {
    const { before } = loadedLibraries([
      'src/features/accounts/data-export/data-export.archive.ts',
      'src/features/accounts/data-import/data-import.zip.ts',
      'src/features/accounts/data-import/data-import.csv.ts',
      'src/features/accounts/data-import/data-import.upload.ts',
      'src/features/catalogue/import/import.parse.ts',
      'src/features/streaming/uploads/multipart.ts',
    ]);
    expect(before).toEqual([]);
  });
});
