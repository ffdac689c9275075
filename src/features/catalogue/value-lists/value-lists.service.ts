import type { ActorDeps } from '../../../deps';
import { listLocalizations } from '../../site/localization/localization.queries';
import { countryList } from './countries';
import { groupedTimezones } from './timezones';
import type { ValueListName } from './value-lists.schemas';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The named value lists of spec section 3: countries, time zone groups, localizations. Country
 * names are in the viewer's language, else the site's default localization.
 */
export async function loadValueLists({ db, services, auth }: ActorDeps, names: ValueListName[]) {
  const language = auth.user?.language || services.settings.get<string>('i18n.default_localization') || 'en';
  const cache = services.cache;
  const out: Record<string, unknown> = {};
  for (const name of names) {
    if (name === 'countries')
      out.countries = await cache.remember(`value-lists:countries:${language}`, DAY_MS, [], async () => countryList(language));
    // Offsets move with daylight saving time, so the labels are rebuilt hourly.
    else if (name === 'timezones')
      out.timezones = await cache.remember('value-lists:timezones', HOUR_MS, [], async () => groupedTimezones());
    else if (name === 'localizations') {
      out.localizations = (await listLocalizations(db)).map(({ language: code, name: label }) => ({ language: code, name: label }));
    }
  }
  return out;
}
