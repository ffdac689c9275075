import { useMutation } from '@tanstack/react-query';
import { Clapperboard, Tv } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerErrors, http } from '../../api';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { TextArea, TextField, CountField, NumberField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import type { TitleDetail } from '../../api/title-types';
import { useRefreshCatalogue } from './editor-api';
import { EditorHeader } from '../kit/editor-shell';
import { fieldProps, wholeNumber } from '../kit/field-props';

interface NewTitle {
  type: 'movie' | 'series';
  name: string;
  original_name: string;
  release_date: string;
  year: string;
  runtime: string;
  tagline: string;
  description: string;
}

const optional = (v: string) => v.trim() || undefined;
const optionalNumber = (v: string) => (v.trim() ? Number(v) : undefined);

/** /admin/titles/new: the facts a title starts with; saving opens its editor for the rest. */
export default function AdminTitleNewPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const refresh = useRefreshCatalogue();
  const form = useForm<NewTitle>({
    defaultValues: { type: 'movie', name: '', original_name: '', release_date: '', year: '', runtime: '', tagline: '', description: '' },
  });
  const { register, handleSubmit, formState, watch } = form;
  const type = watch('type');
  const create = useMutation({
    mutationFn: (v: NewTitle) =>
      http.post<{ title: TitleDetail }>('titles', {
        type: v.type,
        name: v.name.trim(),
        original_name: optional(v.original_name),
        release_date: optional(v.release_date),
        year: optionalNumber(v.year),
        runtime: optionalNumber(v.runtime),
        tagline: optional(v.tagline),
        description: optional(v.description),
      }),
    onSuccess: async ({ title }) => {
      toast(t(':name created', { name: title.name }));
      await refresh();
      navigate(pathTo(paths.adminTitleEdit, { titleId: title.id, tab: title.type === 'series' ? 'seasons' : 'images' }));
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const err = (k: keyof NewTitle) => formState.errors[k]?.message;
  const field = fieldProps(form);
  const whole = wholeNumber();
  const choice = (value: NewTitle['type'], label: string, hint: string, icon: React.ReactNode) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-fg/30 has-[:checked]:border-primary has-[:checked]:bg-primary/8 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary/25">
      <input type="radio" value={value} {...register('type')} className="sr-only" data-testid={`type-${value}`} />
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-fg/8 text-primary [&>svg]:size-5">{icon}</span>
      <span>
        <span className="block text-sm font-semibold">{label}</span>
        <span className="block text-xs text-muted">{hint}</span>
      </span>
    </label>
  );
  return (
    <div data-testid="admin-title-new">
      <EditorHeader crumbs={[{ label: t('Titles'), to: paths.adminTitles }]} name={t('New title')} poster={null} seed="new title" />
      <form onSubmit={handleSubmit((v) => create.mutate(v))} noValidate className="max-w-4xl pb-10">
        <fieldset className="mb-8">
          <legend className="mb-3 text-sm font-medium">{t('Type')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {choice('movie', t('Movie'), t('A single feature with a runtime.'), <Clapperboard />)}
            {choice('series', t('Series'), t('A show with seasons and episodes.'), <Tv />)}
          </div>
          {err('type') && <p className="mt-1.5 text-xs font-medium text-danger">{err('type')}</p>}
        </fieldset>
        <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
          <TextField
            label={t('Name')}
            autoFocus
            {...field('name', { required: t('The name field is required.') })}
            fieldClassName="md:col-span-2"
            data-testid="new-title-name"
          />
          <TextField label={t('Original name')} {...field('original_name')} />
          <TextField label={t('Tagline')} {...field('tagline')} />
          <TextField
            type="date"
            label={type === 'series' ? t('First air date') : t('Release date')}
            {...field('release_date')}
            data-testid="new-title-release"
          />
          <NumberField
            label={t('Year')}
            description={t('Filled from the date when left empty.')}
            {...field('year', whole)}
            data-testid="new-title-year"
          />
          {type === 'movie' && <CountField label={t('Runtime (minutes)')} {...field('runtime', whole)} />}
          <div className="md:col-span-2">
            <TextArea label={t('Overview')} rows={5} {...field('description')} data-testid="new-title-description" />
          </div>
        </div>
        <div className="mt-8 flex justify-end gap-3 border-t border-line pt-5">
          <ButtonLink to={paths.adminTitles} variant="ghost">
            {t('Cancel')}
          </ButtonLink>
          <Button type="submit" loading={create.isPending} data-testid="create-title">
            {t('Create title')}
          </Button>
        </div>
      </form>
    </div>
  );
}
