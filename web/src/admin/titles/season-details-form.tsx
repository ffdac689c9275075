import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerErrors, http } from '../../api';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { TextArea, TextField, CountField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import type { Season } from '../../api/title-types';
import { useRefreshCatalogue } from './editor-api';
import { SaveBar, Section } from '../kit/editor-shell';
import { fieldProps } from '../kit/field-props';

interface Values {
  number: string;
  name: string;
  release_date: string;
  description: string;
}

const toForm = (s: Season): Values => ({
  number: String(s.number),
  name: s.name,
  release_date: s.release_date ?? '',
  description: s.description ?? '',
});

/** A season's own facts (above its episodes); a new number moves the editor to the new URL. */
export function SeasonDetailsForm({ titleId, season }: { titleId: number; season: Season }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const refresh = useRefreshCatalogue();
  const form = useForm<Values>({ defaultValues: toForm(season) });
  const { handleSubmit, formState, reset } = form;
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body: Record<string, unknown> = {};
      const dirty = formState.dirtyFields;
      if (dirty.number) body.number = Number(v.number);
      if (dirty.name) body.name = v.name.trim() || null;
      if (dirty.release_date) body.release_date = v.release_date || null;
      if (dirty.description) body.description = v.description.trim() || null;
      return http.put<{ season: Season }>(`titles/${titleId}/seasons/${season.number}`, body);
    },
    onSuccess: async ({ season: saved }) => {
      reset(toForm(saved));
      toast(t('Season updated'));
      await refresh();
      if (saved.number !== season.number) navigate(pathTo(paths.adminSeasonEdit, { titleId, season: saved.number }), { replace: true });
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const field = fieldProps(form);
  return (
    <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate data-testid="season-details-form">
      <Section title={t('Season details')}>
        <div className="grid gap-x-6 gap-y-5 md:grid-cols-[8rem_minmax(0,1fr)_12rem]">
          <CountField
            label={t('Number')}
            {...field('number', {
              required: t('The number field is required.'),
              pattern: { value: /^\d+$/, message: t('Must be a whole number.') },
            })}
          />
          <TextField label={t('Name')} placeholder={t('Season :number', { number: season.number })} {...field('name')} />
          <TextField type="date" label={t('Air date')} {...field('release_date')} />
          <div className="md:col-span-3">
            <TextArea label={t('Overview')} rows={3} {...field('description')} />
          </div>
        </div>
      </Section>
      {formState.isDirty && <SaveBar dirty pending={save.isPending} onDiscard={() => reset()} testId="season-save-bar" />}
    </form>
  );
}
