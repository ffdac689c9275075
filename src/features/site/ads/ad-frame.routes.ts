import { createRouter } from '../../../http/app-env';
import { adSlotCode } from './ad-frame.service';

// GET /ad-frame/{slot}: the document an ad slot's <iframe> loads (web/src/ui/catalogue/ad-slot.tsx).
//
// Ad code is third-party markup, usually a network's <script> tag. It runs here, in a document of
// its own with a CSP that lets ad networks load anything, and never in the app's pages, whose
// policy stays strict. The frame is sandboxed without allow-same-origin, so this document gets an
// opaque origin: its scripts cannot touch the parent page, read the site's cookies or storage, and
// their requests to the API are cross-site (the Lax session cookie is not sent; writes fail the
// Origin check).

const FRAME_CSP = "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'; base-uri *; form-action *";

export function adFrameDocument(code: string) {
  // color-scheme keeps the frame transparent on dark themes; <base target> opens ad links in a new tab
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><base target="_blank"><style>html,body{margin:0;padding:0;overflow:hidden;background:transparent;display:flex;justify-content:center;font-family:system-ui,sans-serif}</style></head><body>${code}</body></html>`;
}

export const adFrameRoutes = createRouter().get('/:slot', (c) => {
  const code = adSlotCode(c.var, c.req.param('slot'));
  c.header('Content-Security-Policy', FRAME_CSP);
  c.header('Cache-Control', 'no-cache');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  return c.html(adFrameDocument(code));
});
