import { bootstrapStore } from './bootstrap';

// Numbers and dates are written in the site's language (the translation block's code) and a moment
// in time in the viewer's zone, else the site's (settings dates.default_timezone). The server's
// render and the browser's hydration read the same bootstrap data, so they write the same text. The
// browser's own locale and zone would not match the server's: a German browser read "12.03.2024"
// where the server wrote "Mar 12, 2024", and React threw the server's markup away (error 418) to
// render the whole page again.

/** The locale numbers and dates are written in: the site's language. */
export const displayLocale = () => bootstrapStore.get().i18n.language || 'en';

/** The zone a moment in time is shown in: the signed-in viewer's, else the site's default. */
export function displayTimeZone() {
  const { user, settings } = bootstrapStore.get();
  return user?.timezone || (settings.dates as { default_timezone?: string } | undefined)?.default_timezone || 'UTC';
}

// Built once per locale and options: building one costs ~0.1 ms (the first compact one 20 ms), and
// a card row formats a number and a date per card.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(
  kind: string,
  options: object,
  build: (locale: string) => F,
): F {
  const locale = displayLocale();
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    try {
      format = build(locale);
    } catch {
      // a language code Intl does not know (an admin's custom localization): English
      format = build('en');
    }
    formats.set(key, format);
  }
  return format;
}

/** A number formatter in the display locale. */
export const numberFormat = (options: Intl.NumberFormatOptions = {}) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));

/** A date formatter in the display locale; without a timeZone option, in the display zone. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions) {
  const zoned = { timeZone: displayTimeZone(), ...options };
  return cached('date', zoned, (locale) => {
    try {
      return new Intl.DateTimeFormat(locale, zoned);
    } catch (err) {
      // a zone Intl does not know (typed into the settings): UTC
      if (zoned.timeZone === 'UTC') throw err;
      return new Intl.DateTimeFormat(locale, { ...zoned, timeZone: 'UTC' });
    }
  });
}

/** Names of languages or regions in the display locale. */
export const displayNames = (type: 'language' | 'region') => cached('names', { type }, (locale) => new Intl.DisplayNames(locale, { type }));
