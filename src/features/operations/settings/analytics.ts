import type { FieldErrors } from '../../../http/errors';

// Third-party analytics (admin settings > analytics): a privacy-friendly provider's ID or the
// operator's own snippet, written into the <head> of every served page.
//
// CSP: the page policy allows scripts from 'self' and a per-request nonce only. Every <script>
// written here carries that nonce, and the provider's script host (or, for a snippet, the hosts
// of its src attributes and the listed origins) is added to script-src for the request, so the
// loader and what it loads run while injected markup from anywhere else still does not.

export const ANALYTICS_PROVIDERS = ['none', 'plausible', 'umami', 'ga4', 'custom'] as const;
type Provider = (typeof ANALYTICS_PROVIDERS)[number];

interface SettingsReader {
  get<T = unknown>(name: string): T;
}

const CLOUD_SCRIPT: Record<'plausible' | 'umami', string> = {
  plausible: 'https://plausible.io/js/script.js',
  umami: 'https://cloud.umami.is/script.js',
};
const GTAG_ORIGIN = 'https://www.googletagmanager.com';

const ID_RULES: Record<'plausible' | 'umami' | 'ga4', { test: RegExp; message: string }> = {
  plausible: {
    test: /^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i,
    message: 'Enter the site’s domain as added in Plausible, e.g. example.com.',
  },
  umami: {
    test: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    message: 'Enter the Umami website ID, e.g. 94db1cb1-74f4-4a40-ad6c-962362670409.',
  },
  ga4: { test: /^G-[A-Z0-9]{4,20}$/, message: 'Enter a Google Analytics 4 measurement ID, e.g. G-ABC123XYZ.' },
};

// ---------------------------------------------------------------------------------------------
// The custom snippet: only <script> and <noscript> elements (and comments) at the top level.

interface ScriptToken {
  kind: 'script';
  attrs: string;
  src: string | null;
  body: string;
}
type Token = ScriptToken | { kind: 'raw'; html: string };

const SCRIPT_ATTRS = /^(src|async|defer|type|id|crossorigin|referrerpolicy|integrity|data-[a-z0-9_.-]+)$/i;
const SCRIPT_TYPES = /^(text\/javascript|application\/javascript|module|application\/json|application\/ld\+json)$/i;
const NOSCRIPT_TAGS = /^(img|p|div|span|iframe)$/i;
const ATTR = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(raw: string) {
  const out: { name: string; value: string | null }[] = [];
  for (const m of raw.matchAll(ATTR)) out.push({ name: m[1]!.toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? null });
  return out;
}

const allowedUrl = (v: string) => /^https:\/\/[^\s"'<>]+$/i.test(v) || /^\/(?!\/)[^\s"'<>]*$/.test(v);

/** Splits a snippet into its elements, or returns the first problem as a sentence. */
function parseSnippet(html: string): Token[] | string {
  const tokens: Token[] = [];
  let rest = html;
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    if (!rest) return tokens;
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) return 'A comment is not closed (-->).';
      rest = rest.slice(end + 3);
      continue;
    }
    const script = /^<script\b([^>]*)>([\s\S]*?)<\/script\s*>/i.exec(rest);
    if (script) {
      let src: string | null = null;
      for (const { name, value } of attributes(script[1]!)) {
        if (!SCRIPT_ATTRS.test(name)) return `The <script> attribute "${name}" is not allowed.`;
        if (name === 'src') {
          if (!value || !allowedUrl(value)) return 'A script’s src must be an https:// address (or a path on this site).';
          src = value;
        }
        if (name === 'type' && value && !SCRIPT_TYPES.test(value)) return `The script type "${value}" is not allowed.`;
      }
      tokens.push({ kind: 'script', attrs: script[1]!.trim(), src, body: script[2]! });
      rest = rest.slice(script[0].length);
      continue;
    }
    const noscript = /^<noscript\s*>([\s\S]*?)<\/noscript\s*>/i.exec(rest);
    if (noscript) {
      for (const tag of noscript[1]!.matchAll(/<\/?([a-z0-9-]+)([^>]*)>/gi)) {
        if (!NOSCRIPT_TAGS.test(tag[1]!)) return `<${tag[1]}> is not allowed inside <noscript>.`;
        for (const { name, value } of attributes(tag[2]!.replace(/\/$/, ''))) {
          if (name.startsWith('on') || name === 'srcdoc') return `The attribute "${name}" is not allowed.`;
          if ((name === 'src' || name === 'href') && (!value || !allowedUrl(value))) return 'Addresses must be https://.';
        }
      }
      tokens.push({ kind: 'raw', html: noscript[0] });
      rest = rest.slice(noscript[0].length);
      continue;
    }
    return 'Only <script> and <noscript> elements are allowed in the tracking snippet.';
  }
}

let memo: { html: string; parsed: Token[] | string } | null = null;
function parsed(html: string) {
  if (memo?.html !== html) memo = { html, parsed: parseSnippet(html) };
  return memo.parsed;
}

/** Why a snippet cannot be used, as a sentence for the form; null when it is fine. */
export function snippetProblem(html: string): string | null {
  if (!html.trim()) return null;
  const result = parsed(html);
  return typeof result === 'string' ? result : null;
}

// ---------------------------------------------------------------------------------------------

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cleanNonce = (nonce: string) => nonce.replace(/[^A-Za-z0-9+/=_-]/g, '');

const originOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

function providerOf(settings: SettingsReader): Provider {
  const provider = settings.get<Provider>('analytics.provider');
  return ANALYTICS_PROVIDERS.includes(provider) ? provider : 'none';
}

/** The checks that need several analytics values together: the ID must fit the chosen provider. */
export function analyticsProblems(values: Record<string, unknown>): FieldErrors {
  const provider = values['analytics.provider'] as Provider;
  const id = String(values['analytics.tracking_code'] ?? '').trim();
  if (provider === 'plausible' || provider === 'umami' || provider === 'ga4') {
    if (!id) return { 'analytics.tracking_code': ['Enter the ID the provider gave you.'] };
    if (!ID_RULES[provider].test.test(id)) return { 'analytics.tracking_code': [ID_RULES[provider].message] };
  }
  if (provider === 'custom' && !String(values['analytics.custom_code'] ?? '').trim()) {
    return { 'analytics.custom_code': ['Paste the tracking snippet, or choose another provider.'] };
  }
  return {};
}

/** The <script> tags for this request's page (with its nonce); '' when analytics is off. */
export function analyticsTags(settings: SettingsReader, nonce: string): string {
  const provider = providerOf(settings);
  if (provider === 'none' || !nonce) return '';
  const n = cleanNonce(nonce);
  const id = settings.get<string>('analytics.tracking_code').trim();
  if (provider === 'custom') {
    const tokens = parsed(settings.get<string>('analytics.custom_code'));
    if (typeof tokens === 'string') return '';
    const html = tokens
      .map((t) => (t.kind === 'raw' ? t.html : `<script nonce="${n}"${t.attrs ? ` ${t.attrs}` : ''}>${t.body}</script>`))
      .join('\n    ');
    return html ? `\n    ${html}` : '';
  }
  if (analyticsProblems({ 'analytics.provider': provider, 'analytics.tracking_code': id })['analytics.tracking_code']) return '';
  if (provider === 'ga4') {
    const config = JSON.stringify(id);
    return (
      `\n    <script nonce="${n}" async src="${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}"></script>` +
      `\n    <script nonce="${n}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${config});</script>`
    );
  }
  const src = settings.get<string>('analytics.script_url') || CLOUD_SCRIPT[provider];
  const idAttr = provider === 'plausible' ? 'data-domain' : 'data-website-id';
  return `\n    <script nonce="${n}" defer ${idAttr}="${escapeAttr(id)}" src="${escapeAttr(src)}"></script>`;
}

/** Script hosts the page's CSP must allow for the configured analytics ('' parts are dropped). */
export function analyticsScriptSources(settings: SettingsReader): string[] {
  const provider = providerOf(settings);
  if (provider === 'none') return [];
  if (provider === 'ga4') return [GTAG_ORIGIN];
  if (provider === 'plausible' || provider === 'umami') {
    return [originOf(settings.get<string>('analytics.script_url') || CLOUD_SCRIPT[provider])].filter((o): o is string => !!o);
  }
  const tokens = parsed(settings.get<string>('analytics.custom_code'));
  const fromSnippet = typeof tokens === 'string' ? [] : tokens.flatMap((t) => (t.kind === 'script' && t.src ? [originOf(t.src)] : []));
  const listed = settings.get<string[]>('analytics.script_origins').map(originOf);
  return [...new Set([...fromSnippet, ...listed].filter((o): o is string => !!o))];
}
