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
export function socialResultHtml(result: SocialResult, page: { nonce: string; appUrl: string }) {
  const origin = new URL(page.appUrl).origin;
  const message = { type: 'social-auth', status: result.status, callbackData: result.callbackData };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in…</title></head>
<body>
<script nonce="${page.nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener) window.opener.postMessage(message, ${scriptJson(origin)});
  window.close();
})();
</script>
</body></html>`;
}
