import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerErrors, http } from '../../api';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { departmentLabel } from '../../ui/catalogue/format';
import { SaveBar } from '../kit/editor-shell';
import { serverMessage } from '../../features/uploads/transfer-xhr';
import { type AdminPerson, adminPersonKey, uploadProfileImage, useRefreshPeople } from './api';
import { genderOptions, knownForOptions } from './known-for';
import { PendingPoster, PersonPoster } from './person-poster';
import { fieldProps, textValues, wholeNumber } from '../kit/field-props';

interface Facts {
  name: string;
  known_for: string;
  gender: string;
  birth_date: string;
  birth_place: string;
  death_date: string;
  popularity: string;
  tmdb_id: string;
  imdb_id: string;
  biography: string;
}

const toForm = (p: AdminPerson | null): Facts => ({
  ...textValues(p, ['name', 'known_for', 'gender', 'birth_date', 'birth_place', 'death_date', 'imdb_id', 'biography']),
  popularity: p ? String(p.popularity ?? 0) : '',
  tmdb_id: p?.tmdb_id ? String(p.tmdb_id) : '',
});

/** The request body: typed values; empty text clears a field (null). Only dirty fields when editing. */
function bodyOf(values: Facts, only?: Partial<Record<keyof Facts, boolean | undefined>>) {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof Facts)[]) {
    if (only && !only[key]) continue;
    const v = values[key].trim();
    if (key === 'name') body.name = v;
    else if (key === 'popularity') {
      if (v) body.popularity = Number(v);
    } else if (key === 'tmdb_id') body.tmdb_id = v ? Number(v) : null;
    else body[key] = v || null;
  }
  return body;
}

/** The primary-facts tab of people/{id}/edit, and the whole of people/new. */
export function PersonFactsForm({ person }: { person: AdminPerson | null }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const refresh = useRefreshPeople();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Facts>({ defaultValues: toForm(person) });
  const { handleSubmit, formState, reset, watch } = form;
  const save = useMutation({
    mutationFn: async (values: Facts) => {
      if (person)
        return {
          person: (await http.put<{ person: AdminPerson }>(`people/${person.id}`, bodyOf(values, formState.dirtyFields))).person,
          posterError: null,
        };
      const created = (await http.post<{ person: AdminPerson }>('people', bodyOf(values))).person;
      let posterError: string | null = null;
      if (file) {
        const res = await uploadProfileImage(file, created.id, () => {}).catch(() => null);
        if (!res || res.status >= 400) posterError = (res && serverMessage(res.body)) ?? t('There was an issue. Please try again.');
      }
      return { person: created, posterError };
    },
    onSuccess: async ({ person: saved, posterError }) => {
      if (person) {
        reset(toForm(saved));
        client.setQueryData(adminPersonKey(saved.id), { person: saved });
        toast(t('Person updated'));
        await refresh();
        return;
      }
      toast(
        posterError
          ? t(':name created, but the poster was not saved: :error', { name: saved.name, error: posterError })
          : t(':name created', { name: saved.name }),
      );
      await refresh();
      navigate(pathTo(paths.adminPersonEdit, { personId: saved.id }));
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const field = fieldProps(form);
  const select = (values: readonly string[], current: string | null | undefined, label: (v: string) => string) => {
    const list = current && !values.includes(current) ? [...values, current] : values;
    return [{ value: '', label: t('Not set') }, ...list.map((v) => ({ value: v, label: label(v) }))];
  };
  const whole = wholeNumber();

  return (
    <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate className={person ? 'pb-24' : 'pb-4'} data-testid="person-facts-form">
      <div className="grid max-w-5xl gap-8 md:grid-cols-[minmax(0,1fr)_13rem]">
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <TextField label={t('Name')} {...field('name')} fieldClassName="sm:col-span-2" data-testid="person-name" />
          <SelectField
            label={t('Known for')}
            options={select(knownForOptions, person?.known_for, departmentLabel)}
            {...field('known_for')}
            data-testid="person-known-for"
          />
          <SelectField label={t('Gender')} options={select(genderOptions, person?.gender, departmentLabel)} {...field('gender')} />
          <TextField type="date" label={t('Birth date')} {...field('birth_date')} data-testid="person-birth-date" />
          <TextField
            label={t('Birthplace')}
            placeholder={t('e.g. Lyon, France')}
            {...field('birth_place')}
            data-testid="person-birth-place"
          />
          <TextField type="date" label={t('Death date')} {...field('death_date')} />
          <TextField type="number" min={0} step="any" inputMode="decimal" label={t('Popularity')} {...field('popularity')} />
          <TextField label={t('TMDB id')} inputMode="numeric" {...field('tmdb_id', whole)} />
          <TextField label={t('IMDb id')} description={t('Like nm0000151')} {...field('imdb_id')} data-testid="person-imdb-id" />
          <div className="sm:col-span-2">
            <TextArea label={t('Biography')} rows={7} {...field('biography')} data-testid="person-biography" />
          </div>
        </div>
        <div className="row-start-1 md:col-start-2">
          {person ? <PersonPoster person={person} /> : <PendingPoster file={file} onFile={setFile} seed={watch('name') || 'person'} />}
        </div>
      </div>
      {person ? (
        <SaveBar dirty={formState.isDirty} pending={save.isPending} onDiscard={() => reset()} />
      ) : (
        <div className="sticky bottom-0 z-20 -mx-4 mt-10 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
          <Button variant="ghost" onClick={() => navigate(paths.adminPeople)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="create-person">
            {t('Create person')}
          </Button>
        </div>
      )}
    </form>
  );
}
