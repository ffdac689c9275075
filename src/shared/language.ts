/** The cookie holding the language a guest picked in the footer's language menu (users keep theirs in their account). */
export const LANGUAGE_COOKIE = 'language';

/** Languages written right to left, by their primary subtag. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku']);

/**
 * The writing direction of a language tag ('ar', 'he-IL': rtl), for <html dir>: the server writes it
 * into the page and the web client keeps it in step when the language changes.
 */
export const textDirectionOf = (language: string): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
