// A server-rendered page paints without the app's scripts: fetched from the HTML's head, the entry
// and its two dozen modulepreloads compete with the stylesheet and the LCP image for a phone's
// bandwidth, and a simulated slow 4G counts every one of them before the first paint. So on such a
// page they are requested only once the page has painted, by a small inline loader. Until the app
// has hydrated, the loader holds presses of buttons (which do nothing yet) for the app to replay
// (web/src/shell/early-input.ts); links are real links and navigate as they are.
//
// Each <link rel=modulepreload> the loader adds costs Chromium 0.3-1.5 ms of main thread (~5 ms on a
// phone; 4-5 ms here with DevTools attached, as Lighthouse is); the page's chunks (the entry's and
// the route's, about fifty) added in one go made one 100-250 ms task. So the loader adds them two per
// task (a message to itself: no timer clamping), and adds the route's chunks too (from
// vite's manifest): the app's route preload (vite's preload helper) then finds them all in place
// instead of adding two dozen links in the task that evaluates the entry.

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/** Links added per task: well under a long task (50 ms) on a phone. */
const PRELOADS_PER_TASK = 2;

/** The loader, as the body of an inline script. `entry` and `preloads` are /assets/ URLs. */
function loaderScript(entry: string, preloads: string[]) {
  return `(function () {
  var held = (window.__mqEarly = []);
  function hold(event) {
    if (window.__mqHydrated) return;
    var target = event.target instanceof Element ? event.target.closest('button, [role="button"], [role="tab"]') : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  }
  document.addEventListener('click', hold, true);
  window.__mqEarlyDone = function () {
    document.removeEventListener('click', hold, true);
  };
  var loaded = false;
  var preloads = ${JSON.stringify(preloads)};
  var next = new MessageChannel();
  next.port1.onmessage = preload;
  function preload() {
    preloads.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (preloads.length) next.port2.postMessage(0);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
    preload();
  }
  // after the first frame; a tab opened in the background draws no frames, so it loads at once
  if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(load, 0); });
  else load();
  setTimeout(load, 1000);
})();`;
}

/** vite's build manifest (web/dist/.vite/manifest.json): source module -> its chunk and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The /assets/ URLs of the chunks a module needs before it can run: its own and those of its static
 * imports, recursively. Empty when the manifest does not name the module.
 */
export function chunksOf(manifest: BuildManifest, src: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(src);
  return files;
}

/**
 * The page's HTML with the app's module script and modulepreloads taken out of the head and an
 * inline loader (carrying the request's CSP nonce) at the end of the body that requests them after
 * the first paint, followed by `routeChunks` (chunksOf the page's module). HTML without the module
 * script is returned as it is.
 */
export function deferAppScripts(html: string, nonce: string, routeChunks: readonly string[] = []) {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!), ...routeChunks])].filter((href) => href !== entry);
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader = `<script nonce="${nonce}">${loaderScript(entry, preloads)}</script>`;
  return stripped.replace('</body>', () => `${loader}\n  </body>`);
}
