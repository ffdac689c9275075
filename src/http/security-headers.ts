import { NONCE, secureHeaders } from 'hono/secure-headers';

// CSP allows the app's own assets plus the embeds and payment widgets the product uses;
// the one inline script (theme before first paint) carries a per-request nonce.
export const securityHeaders = () =>
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
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", 'https:'],
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
