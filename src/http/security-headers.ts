import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';
import { analyticsScriptSources } from '../features/operations/settings/analytics';
import type { AppEnv } from './app-env';

// CSP allows the app's own assets plus the embeds and payment widgets the product uses;
// the one inline script (theme before first paint) carries a per-request nonce.
const pageHeaders = (extraOrigins: string[]) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        NONCE,
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
        'https://js.stripe.com',
        'https://www.paypal.com',
        // the analytics provider's script host, read per request so a saved change applies at once
        (c: Context<AppEnv>) => (c.var.services ? analyticsScriptSources(c.var.services.settings).join(' ') : ''),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraOrigins],
      mediaSrc: ["'self'", 'blob:', 'https:', ...extraOrigins],
      fontSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", 'https:', ...extraOrigins],
      frameSrc: [
        "'self'",
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://js.stripe.com',
        'https://www.paypal.com',
        'https://www.google.com',
      ],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    // the social login popup must keep window.opener to post its result back
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // a handler that sets its own header (the social callback page) keeps it
    overwrite: false,
    crossOriginResourcePolicy: 'same-site',
    strictTransportSecurity: false,
  });

// JSON and media under /api/v1 run no scripts and need no nonce: a fixed, strict set is enough,
// and building the page CSP per API call cost about a quarter of a cached title request.
export const API_HEADERS: [string, string][] = [
  // inline style attributes allowed for the few server-rendered pages (the invoice receipt)
  ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-site'],
];

/**
 * Origins the browser must reach besides https: ones: an http S3 endpoint (a MinIO on the LAN)
 * serves media redirects and takes direct uploads.
 */
export function storageOrigins(config: Pick<Config, 'STORAGE_DRIVER' | 'S3_ENDPOINT'>) {
  if (config.STORAGE_DRIVER !== 's3' || !config.S3_ENDPOINT) return [];
  try {
    const url = new URL(config.S3_ENDPOINT);
    return url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** The page CSP (with a nonce) for documents; the fixed API set for /api/*. */
export const securityHeaders = (config: Pick<Config, 'STORAGE_DRIVER' | 'S3_ENDPOINT'>): MiddlewareHandler => {
  const pages = pageHeaders(storageOrigins(config));
  return async (c, next) => {
    if (!c.req.path.startsWith('/api/')) return pages(c, next);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of API_HEADERS) if (!headers.has(name)) headers.set(name, value);
  };
};
