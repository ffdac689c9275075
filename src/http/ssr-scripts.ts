// A server-rendered page paints without the app's scripts: fetched from the HTML's head, the entry
// and its two dozen modulepreloads compete with the stylesheet and the LCP image for a phone's
// bandwidth, and a simulated slow 4G counts every one of them before the first paint. So on such a
// page they are requested only once the page has painted, by a small inline loader. It holds presses
// of buttons in #root that React has not hydrated yet (they do nothing yet; a form's would submit
// it natively): all of them until the page has hydrated, then for a few seconds those in a part
// that hydrates after it (a Suspense boundary of its own). The app replays them once their part has
// hydrated (web/src/shell/early-input.ts); links are real links and navigate as they are.

const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/** The loader, as the body of an inline script. `entry` and `preloads` are /assets/ URLs. */
function loaderScript(entry: string, preloads: string[]) {
  return `(function () {
  window.__mqEarly = [];
  function claimed(el) {
    return Object.keys(el).some(function (key) {
      return key.indexOf('__reactFiber$') === 0;
    });
  }
  function hold(event) {
    var target = event.target instanceof Element ? event.target.closest('button, [role="button"], [role="tab"]') : null;
    if (!target || target.closest('a[href]') || !target.closest('#root')) return;
    if (window.__mqHydrated && claimed(target)) return;
    event.preventDefault();
    event.stopPropagation();
    window.__mqEarly.push(target);
    if (window.__mqReplayLater) window.__mqReplayLater();
  }
  document.addEventListener('click', hold, true);
  // after the page has hydrated (replayEarlyInput): parts hydrating later get a few seconds
  window.__mqEarlyDone = function (ms) {
    setTimeout(function () {
      document.removeEventListener('click', hold, true);
    }, ms);
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
