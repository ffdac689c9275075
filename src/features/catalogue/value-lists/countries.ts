import { isoCountries } from '../../../platform/lazy-require';

// ISO 3166-1 alpha-2 codes and names from the maintained i18n-iso-countries data.

export interface Country {
  code: string;
  name: string;
}

export function countryList(language = 'en'): Country[] {
  const supported = isoCountries().getSupportedLanguages().includes(language) ? language : 'en';
  const names = isoCountries().getNames(supported, { select: 'official' });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, supported));
}

export function isValidCountry(code: string) {
  return /^[A-Z]{2}$/.test(code) && isoCountries().isValid(code);
}
