import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './ssr-scripts';

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
