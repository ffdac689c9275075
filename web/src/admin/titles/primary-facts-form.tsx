import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors, http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextArea, TextField, CountField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import type { TitleDetail } from '../../api/title-types';
import { useInvalidateCatalogue } from './api';
import { fieldProps } from '../kit/field-props';

interface Facts {
  name: string;
  original_name: string;
  tagline: string;
  description: string;
  release_date: string;
  runtime: string;
  certification: string;
  status: string;
}

const statuses = ['Rumored', 'Planned', 'In Production', 'Post Production', 'Released', 'Returning Series', 'Ended', 'Canceled'];

const toForm = (t: TitleDetail): Facts => ({
  name: t.name,
  original_name: t.original_name ?? '',
  tagline: t.tagline ?? '',
  description: t.description ?? '',
  release_date: t.release_date ?? '',
  runtime: t.runtime ? String(t.runtime) : '',
  certification: t.certification ?? '',
  status: t.status ?? '',
});

/** Only the fields that changed are sent; empty text clears a field (null). */
function changes(values: Facts, dirty: Partial<Record<keyof Facts, boolean | undefined>>) {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof Facts)[]) {
    if (!dirty[key]) continue;
    const v = values[key].trim();
    body[key] = key === 'name' ? v : key === 'runtime' ? (v ? Number(v) : null) : v || null;
  }
  return body;
}

/** The primary-facts tab: the facts every title page shows, with a sticky save bar while edited. */
export function PrimaryFactsForm({ title }: { title: TitleDetail }) {
  const t = useTrans();
  const invalidate = useInvalidateCatalogue();
  const form = useForm<Facts>({ defaultValues: toForm(title) });
  const { handleSubmit, formState, reset } = form;
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => http.put<{ title: TitleDetail }>(`titles/${title.id}`, body),
    onSuccess: async ({ title: saved }) => {
      reset({ ...form.getValues(), name: saved.name });
      toast(t('Title updated'));
      await invalidate();
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const field = fieldProps(form);
  const statusOptions = [{ value: '', label: t('Not set') }, ...statuses.map((s) => ({ value: s, label: t(s) }))];
  if (title.status && !statuses.includes(title.status)) statusOptions.push({ value: title.status, label: title.status });
  return (
    <form
      onSubmit={handleSubmit((values) => save.mutate(changes(values, formState.dirtyFields)))}
      noValidate
      className="pb-24"
      data-testid="primary-facts-form"
    >
      <div className="grid max-w-4xl gap-x-6 gap-y-5 md:grid-cols-2">
        <TextField
          label={t('Name')}
          {...field('name', { required: t('The name field is required.') })}
          fieldClassName="md:col-span-2"
          data-testid="title-name-input"
        />
        <TextField label={t('Original name')} {...field('original_name')} />
        <TextField label={t('Tagline')} {...field('tagline')} />
        <div className="md:col-span-2">
          <TextArea label={t('Overview')} rows={6} {...field('description')} />
        </div>
        <TextField type="date" label={t('Release date')} {...field('release_date')} />
        <CountField
          label={t('Runtime (minutes)')}
          {...field('runtime', { pattern: { value: /^\d*$/, message: t('Must be a whole number of minutes.') } })}
        />
        <TextField label={t('Certification')} placeholder="PG-13" {...field('certification')} />
        <SelectField label={t('Status')} options={statusOptions} {...field('status')} />
      </div>
      <div
        className={`sticky bottom-0 z-20 -mx-4 mt-10 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur transition-opacity duration-150 md:-mx-8 md:px-8 ${formState.isDirty ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        aria-hidden={!formState.isDirty}
        data-testid="save-bar"
      >
        <p className="me-auto text-sm text-muted">{t('You have unsaved changes')}</p>
        <Button variant="ghost" onClick={() => reset()} disabled={save.isPending} tabIndex={formState.isDirty ? 0 : -1}>
          {t('Discard')}
        </Button>
        <Button type="submit" loading={save.isPending} tabIndex={formState.isDirty ? 0 : -1} data-testid="save-title">
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}
