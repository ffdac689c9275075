import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { http } from '../../../api/http';
import { useBootstrap } from '../../../shell/bootstrap';
import { changeLanguage } from '../../../shell/language';
import { useTrans } from '../../../shell/i18n';
import { SelectField } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast-store';
import { type AccountUser, accountApi, patchCurrentUser } from '../api';
import { Panel } from '../panel';

interface TimezoneEntry {
  value: string;
  text: string;
}
interface ValueLists {
  countries?: { code: string; name: string }[];
  timezones?: Record<string, TimezoneEntry[]> | { label: string; entries: TimezoneEntry[] }[];
  localizations?: { language: string; name: string }[];
}

/** Timezone groups as [label, entries], whether the server sends a map or a list (spec: label, entries). */
export function timezoneGroups(value: ValueLists['timezones']): [string, TimezoneEntry[]][] {
  if (!value) return [];
  return Array.isArray(value) ? value.map((g) => [g.label, g.entries]) : Object.entries(value);
}

type Values = { language: string; country: string; timezone: string };

export function LocationLanguagePanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const lists = useQuery({
    queryKey: ['value-lists', 'countries,timezones,localizations'],
    queryFn: () => http.get<ValueLists>('value-lists/countries,timezones,localizations'),
    staleTime: Infinity,
  });
  const currentLanguage = useBootstrap().i18n.language;
  const form = useForm<Values>({
    values: { language: user.language || currentLanguage, country: user.country ?? '', timezone: user.timezone || 'UTC' },
  });
  const save = useMutation({
    mutationFn: (v: Values) => accountApi.update(user, { country: v.country || null, timezone: v.timezone }),
    onSuccess: async (res, v) => {
      patchCurrentUser({ country: v.country || null, timezone: v.timezone });
      if (v.language && v.language !== (user.language || currentLanguage)) {
        await changeLanguage(v.language);
        patchCurrentUser({ language: v.language });
      }
      toast.positive(res?.message || t('Updated account details'));
    },
    onError: (err) => applyServerErrors(form, err),
  });
  const { errors } = form.formState;
  return (
    <Panel
      id="location-and-language"
      title={t('Location and language')}
      description={t('Dates, times and the interface language follow these choices.')}
      submit={{ form: 'location-form', label: t('Save'), loading: save.isPending, disabled: !lists.data }}
    >
      {!lists.data ? (
        <div className="grid gap-5 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-[4.25rem]" />
          ))}
        </div>
      ) : (
        <form id="location-form" noValidate className="grid gap-5 md:grid-cols-3" onSubmit={form.handleSubmit((v) => save.mutate(v))}>
          <SelectField label={t('Language')} error={errors.language?.message} {...form.register('language')}>
            {(lists.data.localizations ?? []).map((l) => (
              <option key={l.language} value={l.language}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('Country')} error={errors.country?.message} {...form.register('country')}>
            <option value="">{t('Not specified')}</option>
            {(lists.data.countries ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('Timezone')} error={errors.timezone?.message} {...form.register('timezone')}>
            {timezoneGroups(lists.data.timezones).map(([label, entries]) => (
              <optgroup key={label} label={label}>
                {entries.map((e) => (
                  <option key={e.value} value={e.value}>
                    {e.text}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
        </form>
      )}
    </Panel>
  );
}
