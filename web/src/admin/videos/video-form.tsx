import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { discardFileEntry, useEpisodes, useSaveVideo, useSeasons } from './api';
import { SourceField } from './source-field';
import { categoryLabels, typeLabels } from '../kit/video-status-badge';
import { TitlePicker } from './title-picker';
import { type AdminVideo, VIDEO_CATEGORIES, VIDEO_TYPES, type VideoScope } from '../kit/video-types';
import { initialValues, nameFromFile, toPayload, type VideoFormValues } from './video-form-values';

const QUALITIES = ['4k', '1080p', '720p', '480p', '360p', 'hd', 'sd'];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-theme border border-line bg-surface/60 p-4 sm:p-5">
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted">{title}</h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** One form for every new/edit video screen; `scope` fixes the title, season or episode it was opened from. */
export function VideoForm({
  video,
  scope,
  aside,
  sidebar,
  onSaved,
}: {
  video: AdminVideo | null;
  scope: VideoScope;
  aside?: React.ReactNode;
  sidebar?: React.ReactNode;
  onSaved: (video: AdminVideo, created: boolean) => void;
}) {
  const t = useTrans();
  const form = useForm<VideoFormValues>({ defaultValues: initialValues(video, scope) });
  const save = useSaveVideo(video?.id ?? null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const { register, watch, setValue, handleSubmit, formState } = form;
  const type = watch('type');
  const titleId = watch('title_id');
  // the season and episode selects are controlled: their options load after the value is known
  const season = watch('season_number');
  const episode = watch('episode_number');
  const seasons = useSeasons(titleId);
  const episodes = useEpisodes(titleId, season === '' ? null : Number(season));
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    if (!values.title_id) {
      form.setError('title_id', { type: 'required', message: t('Choose the title this video belongs to.') });
      return;
    }
    // locked (disabled) selects are left out of the values: the scope supplies them
    const scoped = {
      ...values,
      season_number: scope.season !== undefined ? String(scope.season) : (values.season_number ?? ''),
      episode_number: scope.episode !== undefined ? String(scope.episode) : (values.episode_number ?? ''),
    };
    save.mutate(toPayload(scoped), {
      onSuccess: (saved) => onSaved(saved, !video),
      onError: (err) => applyServerErrors(form, err),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="video-form">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title={t('Source')}>
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium" id="video-type-label">
                {t('Type')}
              </span>
              <div
                role="radiogroup"
                aria-labelledby="video-type-label"
                className="grid grid-cols-2 gap-1 rounded-theme bg-fg/6 p-1 sm:grid-cols-4"
              >
                {VIDEO_TYPES.map((v) => (
                  <label
                    key={v}
                    className={`cursor-pointer rounded-md px-3 py-2 text-center text-sm font-semibold transition-colors duration-150 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${type === v ? 'bg-raised text-fg shadow' : 'text-muted hover:text-fg'}`}
                  >
                    <input type="radio" value={v} className="sr-only" {...register('type')} />
                    {t(typeLabels[v])}
                  </label>
                ))}
              </div>
            </div>
            <SourceField
              form={form}
              uploadedName={uploadedName}
              onUploaded={(entry) => {
                // a file uploaded here and replaced before saving would be left behind unused
                const replaced = form.getValues('file_entry_id');
                if (replaced && replaced !== video?.file_entry_id) discardFileEntry(replaced);
                setValue('file_entry_id', entry.id, { shouldDirty: true });
                setUploadedName(entry.name);
                if (!form.getValues('name').trim()) setValue('name', nameFromFile(entry.name), { shouldDirty: true });
              }}
            />
            {aside}
          </Section>
          <Section title={t('Details')}>
            <TextField
              label={t('Name')}
              error={errors.name?.message}
              {...register('name', { required: t('Give the video a name.') })}
              data-testid="video-name"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('Category')}
                error={errors.category?.message}
                {...register('category')}
                options={VIDEO_CATEGORIES.map((c) => ({ value: c, label: t(categoryLabels[c]) }))}
              />
              <TextField
                label={t('Quality')}
                list="video-qualities"
                placeholder="1080p"
                error={errors.quality?.message}
                {...register('quality')}
              />
              <TextField label={t('Language')} placeholder="en" error={errors.language?.message} {...register('language')} />
              <TextField label={t('Order')} type="number" min={0} error={errors.order?.message} {...register('order')} />
            </div>
            <datalist id="video-qualities">
              {QUALITIES.map((q) => (
                <option key={q} value={q} />
              ))}
            </datalist>
          </Section>
        </div>
        <div className="flex flex-col gap-6">
          <Section title={t('Attach to')}>
            <TitlePicker
              value={titleId}
              locked={scope.titleId !== undefined}
              error={errors.title_id?.message}
              onChange={(title) => {
                setValue('title_id', title?.id ?? null, { shouldDirty: true });
                setValue('season_number', '');
                setValue('episode_number', '');
                form.clearErrors('title_id');
              }}
            />
            {titleId && (seasons.data?.length ?? 0) > 0 && (
              <SelectField
                label={t('Season')}
                disabled={scope.season !== undefined}
                error={errors.season_number?.message}
                value={season}
                onChange={(e) => {
                  setValue('season_number', e.target.value, { shouldDirty: true });
                  setValue('episode_number', '', { shouldDirty: true });
                }}
                data-testid="video-season"
              >
                <option value="">{t('Whole title')}</option>
                {seasons.data!.map((s) => (
                  <option key={s.number} value={String(s.number)}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
            )}
            {titleId && season !== '' && (
              <SelectField
                label={t('Episode')}
                disabled={scope.episode !== undefined}
                error={errors.episode_number?.message}
                value={episode}
                onChange={(e) => setValue('episode_number', e.target.value, { shouldDirty: true })}
                data-testid="video-episode"
              >
                <option value="">{t('Whole season')}</option>
                {(episodes.data ?? []).map((e) => (
                  <option
                    key={e.episode_number}
                    value={String(e.episode_number)}
                  >{`${e.episode_number}. ${e.name ?? t('Episode :number', { number: e.episode_number })}`}</option>
                ))}
                {/* the saved value stays selectable before the list has loaded */}
                {!episodes.data && episode && <option value={episode}>{episode}</option>}
              </SelectField>
            )}
          </Section>
          {sidebar}
        </div>
      </div>
      <div className="sticky bottom-0 z-20 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
        {formState.isDirty && <span className="me-auto text-xs text-muted">{t('Unsaved changes')}</span>}
        <Button type="submit" loading={save.isPending} data-testid="video-save">
          {video ? t('Save changes') : t('Create video')}
        </Button>
      </div>
    </form>
  );
}
