import { createRequire } from 'node:module';
import type Countries from 'i18n-iso-countries';
import type SanitizeHtml from 'sanitize-html';

const requireHere = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use, synchronously: for libraries a running server may never
 * need (Stripe without billing, pg on SQLite, pino-pretty without a terminal...), each of which
 * costs from a few to 30 MB of resident memory once loaded. The bundle keeps node_modules external,
 * so the package resolves from the install's node_modules as an import would.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(name) as T);
}

const sanitizeHtmlLibrary = lazyRequire<typeof SanitizeHtml>('sanitize-html');

/** sanitize-html (news and page bodies), loaded with the first body it cleans. */
function cleanHtml(html: string, options?: SanitizeHtml.IOptions) {
  return sanitizeHtmlLibrary()(html, options);
}
cleanHtml.simpleTransform = (...args: Parameters<typeof SanitizeHtml.simpleTransform>) => sanitizeHtmlLibrary().simpleTransform(...args);
// a getter defined in place: Object.assign would call it, loading the library with this module
Object.defineProperty(cleanHtml, 'defaults', { get: () => sanitizeHtmlLibrary().defaults });
export const sanitizeHtml = cleanHtml as typeof cleanHtml & { readonly defaults: SanitizeHtml.IDefaults };

/** i18n-iso-countries (its names in every language: ~2 MB of heap), loaded with the first country looked up. */
export const isoCountries = lazyRequire<typeof Countries>('i18n-iso-countries');
