// The admin's custom CSS and HTML/JS (appearance editor > Custom code), written into every served
// page. Only appearance.update may change them, so they are trusted like the app's own code.
//
// CSP trade-off: the page policy allows scripts from 'self' plus a per-request nonce only. Rather
// than loosening it with 'unsafe-inline' for everyone, each <script> tag of the custom HTML gets
// this request's nonce: the admin's inline and external scripts run, injected markup from anywhere
// else still does not. Inline event handler attributes (onclick="...") stay blocked by design;
// styles are already allowed inline ('unsafe-inline' in style-src).

/** Id of the <style> element, so the editor's live preview can swap in a draft. */
export const CUSTOM_CSS_ELEMENT_ID = 'mq-custom-css';

export function customCssTag(css: string) {
  if (!css.trim()) return '';
  // a "</style" inside the CSS would end the element early
  return `\n    <style id="${CUSTOM_CSS_ELEMENT_ID}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

export function customHtmlTag(html: string, nonce: string) {
  if (!html.trim()) return '';
  const withNonce = nonce
    ? html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"`)
    : html;
  return `${withNonce}\n`;
}

/** Puts the custom HTML just before the document's last </body>. */
export function withCustomHtml(doc: string, html: string, nonce: string) {
  const tag = customHtmlTag(html, nonce);
  const at = doc.lastIndexOf('</body>');
  return tag && at >= 0 ? doc.slice(0, at) + tag + doc.slice(at) : doc;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The favicon of the branding settings in place of the built-in one (http(s) or same-site paths only). */
export function withFavicon(doc: string, url: string) {
  const href = url.trim();
  if (!href || !/^(https?:\/\/|\/(?!\/))/i.test(href)) return doc;
  return doc.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeAttr(href)}" />`);
}
