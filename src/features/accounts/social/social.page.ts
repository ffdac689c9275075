import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../../http/app-env';

export type SocialStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'ERROR';

export interface SocialResult {
  status: SocialStatus;
  callbackData: { bootstrapData?: unknown; errorMessage?: string; message?: string; two_factor?: boolean };
}

/** JSON safe to place inside a <script> element. */
const scriptJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The popup's last page: posts `{type:'social-auth', status, callbackData}` to the opener, only to
 * the site's own origin (base_url), then closes. The inline script carries the CSP nonce.
 */
export function socialResultPage(c: Context<AppEnv>, result: SocialResult, status: ContentfulStatusCode = 200) {
  const nonce = (c.get('secureHeadersNonce' as never) as string | undefined) ?? '';
  const origin = new URL(c.var.config.APP_URL).origin;
  const message = { type: 'social-auth', status: result.status, callbackData: result.callbackData };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in…</title></head>
<body>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener) window.opener.postMessage(message, ${scriptJson(origin)});
  window.close();
})();
</script>
</body></html>`;
  c.header('Cache-Control', 'no-store');
  // The popup went through the provider's origin: a COOP other than unsafe-none here would put it
  // in a new browsing context group and window.opener would be null (the opener page needs
  // same-origin-allow-popups for the same reason).
  c.header('Cross-Origin-Opener-Policy', 'unsafe-none');
  return c.html(html, status);
}
