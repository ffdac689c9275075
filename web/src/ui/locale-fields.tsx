import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { http } from '../api/http';
import { useTrans } from '../shell/i18n';
import { SelectField } from './field';
import { Skeleton } from './skeleton';

interface TimezoneEntry {
  value: string;
  text: string;
}
export interface LocaleLists {
  countries?: { code: string; name: string }[];
  timezones?: Record<string, TimezoneEntry[]> | { label: string; entries: TimezoneEntry[] }[];
  localizations?: { language: string; name: string }[];
}

export type LocaleValues = { language: string; country: string; timezone: string };

/** Timezone groups as [label, entries], whether the server sends a map or a list (spec: label, entries). */
export function timezoneGroups(value: LocaleLists['timezones']): [string, TimezoneEntry[]][] {
  if (!value) return [];
  return Array.isArray(value) ? value.map((g) => [g.label, g.entries]) : Object.entries(value);
}

/** The languages, countries and time zones a user can pick from (they never change while the app runs). */
export function useLocaleLists() {
  return useQuery({
    queryKey: ['value-lists', 'countries,timezones,localizations'],
    queryFn: () => http.get<LocaleLists>('value-lists/countries,timezones,localizations'),
    staleTime: Infinity,
  });
}

/** Placeholder for the three selects while the lists load. */
export function LocaleFieldsSkeleton() {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-[4.25rem]" />
      ))}
    </div>
  );
}

/**
 * The language, country and time zone selects of a user's settings; the caller lays them out.
 * `languageDefault` adds an empty first language option with that text.
 */
export function LocaleFields({
  form,
  lists,
  languageDefault,
}: {
  form: UseFormReturn<LocaleValues>;
  lists: LocaleLists;
  languageDefault?: string;
}) {
  const t = useTrans();
  const { errors } = form.formState;
  return (
    <>
      <SelectField label={t('Language')} error={errors.language?.message} {...form.register('language')}>
        {languageDefault !== undefined && <option value="">{languageDefault}</option>}
        {(lists.localizations ?? []).map((l) => (
          <option key={l.language} value={l.language}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('Country')} error={errors.country?.message} {...form.register('country')}>
        <option value="">{t('Not specified')}</option>
        {(lists.countries ?? []).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('Timezone')} error={errors.timezone?.message} {...form.register('timezone')}>
        {timezoneGroups(lists.timezones).map(([label, entries]) => (
          <optgroup key={label} label={label}>
            {entries.map((e) => (
              <option key={e.value} value={e.value}>
                {e.text}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}
