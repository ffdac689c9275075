// Language codes offered when adding a localization (BCP 47, as the server's language field takes
// them), named in English through Intl.DisplayNames.

const CODES = [
  'af', 'am', 'ar', 'az', 'be', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'de', 'el', 'en', 'en-GB', 'en-US', 'es', 'es-419',
  'es-MX', 'et', 'eu', 'fa', 'fi', 'fil', 'fr', 'fr-CA', 'ga', 'gl', 'gu', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'it', 'ja',
  'ka', 'kk', 'km', 'kn', 'ko', 'ky', 'lo', 'lt', 'lv', 'mk', 'ml', 'mn', 'mr', 'ms', 'my', 'nb', 'ne', 'nl', 'pa', 'pl', 'ps',
  'pt', 'pt-BR', 'pt-PT', 'ro', 'ru', 'si', 'sk', 'sl', 'sq', 'sr', 'sv', 'sw', 'ta', 'te', 'th', 'tr', 'uk', 'ur', 'uz', 'vi',
  'zh', 'zh-Hans', 'zh-Hant', 'zu',
];

function displayName(code: string) {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const localeOptions = CODES.map((code) => ({ value: code, label: `${displayName(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** The English name of a code, for prefilling the name field. */
export const languageName = (code: string) => displayName(code).replace(/\s*\(.*\)$/, '');
