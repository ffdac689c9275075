// Comments are plain text. The only HTML the server ever builds from user text is this field:
// every character is escaped first, then http(s) URLs become links. Nothing else is interpreted.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

export function escapeHtml(text: string) {
  return text.replace(/[&<>"'`]/g, (ch) => ESCAPES[ch]!);
}

// Found in the raw text (before escaping), so an escaped entity can never become part of a URL.
// Quotes, angle brackets, backticks and whitespace end a URL.
const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

function safeUrl(candidate: string) {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Escaped text with http(s) links: `<a href="…" rel="nofollow ugc noopener" target="_blank">`. */
export function commentHtml(text: string) {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    const href = safeUrl(raw);
    const start = match.index;
    out += escapeHtml(text.slice(last, start));
    if (href) out += `<a href="${escapeHtml(href)}" rel="nofollow ugc noopener" target="_blank">${escapeHtml(raw)}</a>`;
    else out += escapeHtml(raw);
    last = start + raw.length;
  }
  out += escapeHtml(text.slice(last));
  return out;
}
