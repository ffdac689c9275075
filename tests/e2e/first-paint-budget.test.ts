import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_BUDGET_BYTES, FIRST_PAINT_ROUTES, firstPaintBytes, serverRenderedFirstPaint } from '../../bench/lib/first-paint';

// The first-paint JavaScript budget (issue 18 item 2), read from the bundle the e2e global setup
// builds: a change that makes a guest's home or title page fetch more script before it can paint
// fails here. bench/first-paint.ts prints the same figures.

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-paint JavaScript budget', () => {
  for (const [name, page] of Object.entries(FIRST_PAINT_ROUTES)) {
    const budget = FIRST_PAINT_BUDGET_BYTES[name as keyof typeof FIRST_PAINT_ROUTES];
    it(`keeps the ${name} page within ${kb(budget)} gzip`, () => {
      const figure = firstPaintBytes(dist, page);
      const largest = figure.files.slice(0, 5).map((f) => `${f.file} ${kb(f.gzipBytes)}`);
      expect(figure.gzipBytes, `${name}: ${kb(figure.gzipBytes)}, largest: ${largest.join(', ')}`).toBeLessThanOrEqual(budget);
      // the page's own chunk is part of the sum
      expect(figure.files.some((f) => f.file.includes(path.basename(page, '.tsx')))).toBe(true);
    });
  }

  it('leaves zod to the forms: neither the home and title pages nor the error reporting every page starts load it', () => {
    // zod's runtime names its issue codes; its chunk is 22 KB gzip that a guest's home page used to
    // fetch and run during hydration, for three numbers the error reporting needed
    const withZod = (module: string) =>
      firstPaintBytes(dist, module)
        .files.map((f) => f.file)
        .filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes('invalid_type'));
    for (const module of [...Object.values(FIRST_PAINT_ROUTES), 'src/shell/error-reporting.ts'])
      expect(withZod(module), module).toEqual([]);
    // the check sees zod where it is: the register form validates its extra fields with it
    expect(withZod('src/features/auth/register-page.tsx').length).toBeGreaterThan(0);
  });

  it("fetches no script before a guest's server-rendered page paints: only the theme script and the loader run", () => {
    const figure = serverRenderedFirstPaint(dist);
    expect(figure.fetched).toEqual([]);
    expect(figure.inlineGzipBytes, kb(figure.inlineGzipBytes)).toBeLessThanOrEqual(3 * 1024);
  });

  describe('the measurement', () => {
    const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'mq-first-paint-'));
    afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      fs.writeFileSync(path.join(fixture, file), text);
    };

    it('counts the entry, its modulepreloads and the page chunk with its static imports, not lazy chunks', () => {
      const code = (seed: string) => Array.from({ length: 400 }, (_, i) => `export const ${seed}${i} = ${i * 7919};`).join('\n');
      write(
        'index.html',
        '<script type="module" crossorigin src="/assets/entry.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      );
      for (const name of ['entry', 'shared', 'page', 'page-dep', 'lazy']) write(`assets/${name}.js`, code(name.replace('-', '')));
      write(
        '.vite/manifest.json',
        JSON.stringify({
          'src/main.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared'], dynamicImports: ['src/page.tsx'] },
          _shared: { file: 'assets/shared.js' },
          'src/page.tsx': { file: 'assets/page.js', imports: ['_page-dep', '_shared'], dynamicImports: ['src/lazy.tsx'] },
          '_page-dep': { file: 'assets/page-dep.js' },
          'src/lazy.tsx': { file: 'assets/lazy.js' },
        }),
      );
      const figure = firstPaintBytes(fixture, 'src/page.tsx');
      expect(figure.files.map((f) => f.file).sort()).toEqual([
        'assets/entry.js',
        'assets/page-dep.js',
        'assets/page.js',
        'assets/shared.js',
      ]);
      expect(figure.gzipBytes).toBe(figure.files.reduce((sum, f) => sum + f.gzipBytes, 0));
      // gzip, not raw bytes
      expect(figure.gzipBytes).toBeLessThan(4 * fs.statSync(path.join(fixture, 'assets/entry.js')).size);
      expect(() => firstPaintBytes(fixture, 'src/renamed.tsx')).toThrow(/not in the vite manifest/);
    });
  });
});
