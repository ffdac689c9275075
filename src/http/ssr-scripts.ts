// A server-rendered page paints without the app's scripts: fetched from the HTML's head, the entry
// and its two dozen modulepreloads compete with the stylesheet and the LCP image for a phone's
// bandwidth, and a simulated slow 4G counts every one of them before the first paint. So on such a
// page they are requested only once the page has painted, by a small inline loader. Until the app
// has hydrated, the loader holds presses of buttons (which do nothing yet) for the app to replay
// (web/src/shell/early-input.ts); links are real links and navigate as they are.

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

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
  function load() {
    if (loaded) return;
    loaded = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  // after the first frame; a tab opened in the background draws no frames, so it loads at once
  if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(load, 0); });
  else load();
  setTimeout(load, 1000);
})();`;
}

/**
 * The page's HTML with the app's module script and modulepreloads taken out of the head and an
 * inline loader (carrying the request's CSP nonce) at the end of the body that requests them after
 * the first paint. HTML without the module script is returned as it is.
 */
export function deferAppScripts(html: string, nonce: string) {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader = `<script nonce="${nonce}">${loaderScript(entry, preloads)}</script>`;
  return stripped.replace('</body>', () => `${loader}\n  </body>`);
}
