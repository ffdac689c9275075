import { describe, expect, it } from 'vitest';
import { commentHtml, escapeHtml } from './content-html';

// Payloads that must come out inert: no tag, attribute or URL scheme the browser would act on.
const corpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '<div style="background:url(javascript:alert(1))">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '`${alert(1)}`',
  'http://example.com/"onmouseover="alert(1)',
  "http://example.com/'onmouseover='alert(1)",
  'http://example.com/<script>alert(1)</script>',
  'https://x.example/?q=<img src=x onerror=alert(1)>',
  'http://evil.example/#"><svg onload=alert(1)>',
];

describe('comment content_html', () => {
  it.each(corpus)('renders %s inert', (payload) => {
    const html = commentHtml(payload);
    // The only tag ever produced is our own anchor.
    expect(html.replace(/<a href="https?:\/\/[^"<>]*" rel="nofollow ugc noopener" target="_blank">|<\/a>/g, '')).not.toMatch(/[<>]/);
    expect(html).not.toMatch(/href="(?!https?:)/i);
    // Attribute values never contain a raw quote that could open a new attribute.
    for (const m of html.matchAll(/href="([^"]*)"/g)) expect(m[1]).not.toMatch(/['"<>`]/);
  });

  it('escapes every special character and links http(s) URLs', () => {
    expect(escapeHtml(`<>&"'\``)).toBe('&lt;&gt;&amp;&quot;&#39;&#96;');
    expect(commentHtml('See https://example.com/a?b=1&c=2, and http://x.org.')).toBe(
      'See <a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener" target="_blank">https://example.com/a?b=1&amp;c=2</a>, ' +
        'and <a href="http://x.org/" rel="nofollow ugc noopener" target="_blank">http://x.org</a>.',
    );
    expect(commentHtml('ftp://example.com and javascript:alert(1)')).toBe('ftp://example.com and javascript:alert(1)');
    expect(commentHtml('<b>bold</b> http://a.example')).toBe(
      '&lt;b&gt;bold&lt;/b&gt; <a href="http://a.example/" rel="nofollow ugc noopener" target="_blank">http://a.example</a>',
    );
  });
});
