import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

// Execution detectors for tests/e2e/xss.test.ts. Pages are opened with the CSP bypassed, so a hole
// in how the app renders user text shows here even though the real CSP would block most of it.

export interface Sentinel {
  context: BrowserContext;
  page: Page;
  dialogs: string[];
  markers: string[];
  errors: string[];
}

/** A context with the CSP off, dialogs and marker requests recorded, and a URL for each call. */
export async function sentinelContext(browser: Browser, baseUrl: string): Promise<Sentinel> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  await context.addCookies([{ name: 'cookie_notice', value: '1', url: baseUrl }]);
  const dialogs: string[] = [];
  const markers: string[] = [];
  const errors: string[] = [];
  // Any request a payload could make: /xss-marker/... on this site, or anything to a foreign host.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    const { origin, pathname } = new URL(url);
    if (pathname.startsWith('/xss-marker/') || origin !== new URL(baseUrl).origin) {
      markers.push(url);
      return route.fulfill({ status: 204, body: '' });
    }
    return route.continue();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()} @ ${page.url()}`);
    void d.dismiss().catch(() => {});
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, dialogs, markers, errors };
}

/** What a payload would leave behind in the DOM if it had been parsed as markup. */
export async function domViolations(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const root = document.getElementById('root');
    if (!root) return ['no #root'];
    const scheme = (v: string) => v.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    for (const el of root.querySelectorAll('*')) {
      for (const name of el.getAttributeNames()) {
        const n = name.toLowerCase();
        const v = el.getAttribute(name) ?? '';
        if (n.startsWith('on')) bad.push(`<${el.tagName.toLowerCase()} ${n}>`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background'].includes(n)) {
          const s = scheme(v);
          const dataImage = s.startsWith('data:image/') && !s.startsWith('data:image/svg');
          if (/^(javascript|vbscript|data):/.test(s) && !dataImage) bad.push(`<${el.tagName.toLowerCase()} ${n}="${v}">`);
        }
        if (n === 'srcdoc') bad.push(`<${el.tagName.toLowerCase()} srcdoc>`);
      }
    }
    const foreign =
      'script, iframe, object, embed, base, meta, link, style, template, math, marquee, noscript, details, audio, video source, foreignObject, animate, set, form[action], input[autofocus]';
    for (const el of root.querySelectorAll(foreign)) bad.push(`<${el.tagName.toLowerCase()}> in the page`);
    const w = window as unknown as { __pwned?: unknown };
    if (w.__pwned !== undefined) bad.push(`window.__pwned = ${String(w.__pwned)}`);
    return bad;
  });
}

/** Fails when anything ran or was injected since the sentinel was made. */
export async function expectInert(s: Sentinel, where: string) {
  const violations = await domViolations(s.page);
  expect({ where, violations, dialogs: s.dialogs, markers: s.markers }).toEqual({ where, violations: [], dialogs: [], markers: [] });
}

/** Texts of every element matching `selector` (textContent, so CSS clamping does not matter). */
export const textsOf = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.textContent ?? ''));

/** Payloads (as stored: trimmed) that do not appear in any of `texts`. */
export function missing(payloads: readonly string[], texts: string[]) {
  return payloads.filter((p) => !texts.some((t) => t.includes(p.trim())));
}

/** Client-side navigation (wouter follows history.pushState): no full reload per page. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A cookie-authenticated JSON client whose session can be reused. */
export class Client {
  cookie = '';
  constructor(private readonly base: string) {}
  async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Origin: this.base,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('marquee_session='));
    if (set) this.cookie = set.split(';')[0]!;
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
    return json as T;
  }
}

/**
 * "View source": parses a served HTML document (DOMParser runs nothing) and reports what a
 * breakout would change: the script elements, any on* attribute or stray element in <head>, the
 * <title> text, and whether every JSON block still parses.
 */
export async function servedHtml(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const handlers: string[] = [];
    for (const el of doc.querySelectorAll('*'))
      for (const a of el.getAttributeNames()) if (a.toLowerCase().startsWith('on')) handlers.push(`<${el.tagName.toLowerCase()} ${a}>`);
    const scripts = [...doc.querySelectorAll('script')].map((s) => s.getAttribute('type') ?? 'classic');
    const json: unknown[] = [];
    let jsonOk = true;
    for (const s of doc.querySelectorAll('script[type="application/json"], script[type="application/ld+json"]')) {
      try {
        json.push(JSON.parse(s.textContent ?? ''));
      } catch {
        jsonOk = false;
      }
    }
    const headTags = [...doc.head.children]
      .map((e) => e.tagName.toLowerCase())
      .filter((t) => !['meta', 'title', 'link', 'script', 'style'].includes(t));
    return { handlers, scripts, jsonOk, json, title: doc.title, headTags, bodyText: doc.body.textContent?.trim() ?? '' };
  }, html);
}
