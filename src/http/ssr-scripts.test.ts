import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { APP_ROOT } from '../app-root';
import { PAGE_MODULES } from './ssr';
import { type BuildManifest, chunksOf, deferAppScripts } from './ssr-scripts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/query-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"><h1>Dune</h1></div>
  </body>
</html>`;

describe('deferAppScripts', () => {
  it('takes the module script and its preloads out of the head and loads them from a nonce’d loader at the end', () => {
    const html = deferAppScripts(built, 'n0nce');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/modulepreload" crossorigin href/);
    // the stylesheet stays: it paints the page
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('"/assets/index-A1.js"');
    expect(loader).toContain('["/assets/react-B2.js","/assets/query-C3.js"]');
    expect(html.indexOf('<h1>Dune</h1>')).toBeLessThan(html.indexOf('<script nonce'));
  });

  it('leaves a page without the module script as it is', () => {
    const page = built.replace(/<script type="module"[^\n]*\n/, '');
    expect(deferAppScripts(page, 'n0nce')).toBe(page);
  });
});

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_cards-E5.js': { file: 'assets/cards-E5.js', imports: ['_react-B2.js', '_icons-F6.js'] },
  '_icons-F6.js': { file: 'assets/icons-F6.js', imports: ['_react-B2.js'] },
  'src/features/titles/title-page.tsx': { file: 'assets/title-page-G7.js', imports: ['_cards-E5.js', 'index.html', '_icons-F6.js'] },
};

describe('chunksOf', () => {
  it('lists a module’s chunk and those of its static imports, each once', () => {
    expect(chunksOf(manifest, 'src/features/titles/title-page.tsx')).toEqual([
      '/assets/title-page-G7.js',
      '/assets/cards-E5.js',
      '/assets/react-B2.js',
      '/assets/icons-F6.js',
      '/assets/index-A1.js',
    ]);
    expect(chunksOf(manifest, 'src/unknown.tsx')).toEqual([]);
  });

  it('knows every server-rendered page’s module', () => {
    for (const module of Object.values(PAGE_MODULES).flat()) expect(fs.existsSync(path.join(APP_ROOT, 'web', module)), module).toBe(true);
  });
});

describe('the loader', () => {
  /** Runs the loader in a stand-in document; returns the hrefs it added per task. */
  function runLoader(html: string) {
    const loader = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const tasks: (() => void)[] = [];
    const added: string[][] = [[]];
    const head = { appendChild: (el: { href?: string; src?: string }) => added.at(-1)!.push(el.href ?? `script ${el.src}`) };
    class MessageChannel {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    }
    const context = {
      MessageChannel,
      window: {} as Record<string, unknown>,
      document: { visibilityState: 'hidden', head, createElement: () => ({}), addEventListener() {}, removeEventListener() {} },
      setTimeout: (fn: () => void) => tasks.push(fn),
      requestAnimationFrame() {},
      Element: class {},
    };
    vm.runInNewContext(loader, context);
    for (const task of tasks) {
      added.push([]);
      task();
    }
    return added.filter((batch) => batch.length);
  }

  it('starts the entry at once and adds the entry’s and the route’s chunks a few per task', () => {
    const route = chunksOf(manifest, 'src/features/titles/title-page.tsx');
    const many = Array.from({ length: 9 }, (_, i) => `/assets/part-${i}.js`);
    const batches = runLoader(deferAppScripts(built, 'n0nce', [...route, ...many]));
    expect(batches[0]![0]).toBe('script /assets/index-A1.js');
    const hrefs = batches.flat().slice(1);
    // each chunk once; the entry is the script, not a preload
    expect(hrefs).toEqual([
      '/assets/react-B2.js',
      '/assets/query-C3.js',
      '/assets/title-page-G7.js',
      '/assets/cards-E5.js',
      '/assets/icons-F6.js',
      ...many,
    ]);
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(3);
  });
});
