import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors, http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextArea, TextField, CountField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import type { EpisodeSummary } from '../../ui/catalogue/types';
import { useRefreshCatalogue } from './editor-api';
import { SaveBar } from '../kit/editor-shell';
import { fieldProps, wholeNumber } from '../kit/field-props';

interface Facts {
  episode_number: string;
  name: string;
  release_date: string;
  runtime: string;
  description: string;
}

const toForm = (e: EpisodeSummary | null): Facts => ({
  episode_number: e ? String(e.episode_number) : '',
  name: e?.name ?? '',
  release_date: e?.release_date ?? '',
  runtime: e?.runtime ? String(e.runtime) : '',
  description: e?.description ?? '',
});

/** The body of POST/PUT episodes: new episodes leave empty fields out, edits send only changes. */
function body(values: Facts, dirty: Partial<Record<keyof Facts, boolean | undefined>> | null) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof Facts)[]) {
    if (dirty && !dirty[key]) continue;
    const v = values[key].trim();
    if (!dirty && !v) continue;
    if (key === 'episode_number' || key === 'runtime') out[key] = v ? Number(v) : null;
    else out[key] = key === 'name' ? v : v || null;
  }
  return out;
}

/** New episode (episode null) or the primary-facts tab of an existing one. */
export function EpisodeFactsForm({
  titleId,
  season,
  episode,
  onSaved,
}: {
  titleId: number;
  season: number;
  episode: EpisodeSummary | null;
  onSaved: (e: EpisodeSummary) => void;
}) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const form = useForm<Facts>({ defaultValues: toForm(episode) });
  const { handleSubmit, formState, reset } = form;
  const base = `titles/${titleId}/seasons/${season}/episodes`;
  const save = useMutation({
    mutationFn: (v: Facts) =>
      episode
        ? http.put<{ episode: EpisodeSummary }>(`${base}/${episode.episode_number}`, body(v, formState.dirtyFields))
        : http.post<{ episode: EpisodeSummary }>(base, body(v, null)),
    onSuccess: async ({ episode: saved }) => {
      reset(toForm(saved));
      toast(episode ? t('Episode updated') : t('Episode :number created', { number: saved.episode_number }));
      await refresh();
      onSaved(saved);
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const field = fieldProps(form);
  const whole = wholeNumber();
  return (
    <form onSubmit={handleSubmit((v) => save.mutate(v))} noValidate className="pb-24" data-testid="episode-form">
      <div className="grid max-w-4xl gap-x-6 gap-y-5 md:grid-cols-[10rem_minmax(0,1fr)]">
        <CountField
          label={t('Number')}
          placeholder={episode ? undefined : t('Next')}
          description={episode ? undefined : t('Next free number when empty.')}
          {...field('episode_number', whole)}
          data-testid="episode-number"
        />
        <TextField label={t('Name')} {...field('name', { required: t('The name field is required.') })} data-testid="episode-name" />
        <TextField type="date" label={t('Air date')} {...field('release_date')} fieldClassName="md:col-span-1" />
        <CountField label={t('Runtime (minutes)')} {...field('runtime', whole)} fieldClassName="max-w-xs" />
        <div className="md:col-span-2">
          <TextArea label={t('Overview')} rows={5} {...field('description')} />
        </div>
      </div>
      {episode ? (
        <SaveBar dirty={formState.isDirty} pending={save.isPending} onDiscard={() => reset()} />
      ) : (
        <div className="mt-8 flex max-w-4xl justify-end border-t border-line pt-5">
          <Button type="submit" loading={save.isPending} data-testid="create-episode">
            {t('Create episode')}
          </Button>
        </div>
      )}
    </form>
  );
}
