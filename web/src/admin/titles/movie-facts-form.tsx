import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors, http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Checkbox, SelectField, TextField, CountField, NumberField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import type { TitleDetail } from '../../api/title-types';
import { useRefreshCatalogue } from './editor-api';
import { SaveBar, Section } from '../kit/editor-shell';
import { fieldProps, wholeNumber } from '../kit/field-props';

interface Facts {
  type: string;
  year: string;
  language: string;
  budget: string;
  revenue: string;
  imdb_id: string;
  tmdb_id: string;
  popularity: string;
  rating: string;
  vote_count: string;
  adult: boolean;
}

type Detail = TitleDetail & { imdb_id?: string | null; tmdb_id?: number | null; popularity?: number; adult?: boolean };

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const toForm = (t: Detail): Facts => ({
  type: t.type,
  year: str(t.year),
  language: t.language ?? '',
  budget: str(t.budget),
  revenue: str(t.revenue),
  imdb_id: t.imdb_id ?? '',
  tmdb_id: str(t.tmdb_id),
  popularity: str(t.popularity),
  rating: str(t.rating),
  vote_count: str(t.vote_count),
  adult: !!t.adult,
});

const numeric: (keyof Facts)[] = ['year', 'budget', 'revenue', 'tmdb_id', 'popularity', 'rating', 'vote_count'];
// fields the API does not accept as null: empty means 0
const zeroWhenEmpty: (keyof Facts)[] = ['popularity', 'vote_count'];

/** Only changed fields are sent; empty numbers clear the field. */
function changes(values: Facts, dirty: Partial<Record<keyof Facts, boolean | undefined>>) {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof Facts)[]) {
    if (!dirty[key]) continue;
    const v = values[key];
    if (typeof v === 'boolean') body[key] = v;
    else if (numeric.includes(key)) body[key] = v.trim() === '' ? (zeroWhenEmpty.includes(key) ? 0 : null) : Number(v);
    else body[key] = v.trim() || null;
  }
  return body;
}

/** The movie-facts tab: money, ids, language, year, scores and the adult flag. */
export function MovieFactsForm({ title }: { title: TitleDetail }) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const form = useForm<Facts>({ defaultValues: toForm(title as Detail) });
  const { register, handleSubmit, formState, reset } = form;
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => http.put<{ title: TitleDetail }>(`titles/${title.id}`, body),
    onSuccess: async () => {
      reset(form.getValues());
      toast(t('Title updated'));
      await refresh();
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const field = fieldProps(form);
  const whole = wholeNumber();
  const decimal = { pattern: { value: /^\d*(\.\d+)?$/, message: t('Must be a number.') } };
  return (
    <form
      onSubmit={handleSubmit((v) => save.mutate(changes(v, formState.dirtyFields)))}
      noValidate
      className="pb-24"
      data-testid="movie-facts-form"
    >
      <Section title={t('Release')}>
        <div className="grid max-w-4xl gap-x-6 gap-y-5 md:grid-cols-2">
          <div className="md:col-span-2 md:max-w-[calc(50%-0.75rem)]">
            <SelectField
              label={t('Type')}
              options={[
                { value: 'movie', label: t('Movie') },
                { value: 'series', label: t('Series') },
              ]}
              {...field('type')}
              data-testid="fact-type"
            />
          </div>
          <NumberField
            label={t('Year')}
            description={t('Filled from the release date when left empty.')}
            {...field('year', whole)}
            data-testid="fact-year"
          />
          <TextField
            label={t('Original language')}
            placeholder="en"
            description={t('A language code such as en, fr or pt-BR.')}
            {...field('language')}
            data-testid="fact-language"
          />
          <div className="md:col-span-2">
            <Checkbox label={t('Adult content')} {...register('adult')} />
          </div>
        </div>
      </Section>
      <Section title={t('Box office')}>
        <div className="grid max-w-4xl gap-x-6 gap-y-5 md:grid-cols-2">
          <CountField label={t('Budget (USD)')} {...field('budget', whole)} data-testid="fact-budget" />
          <CountField label={t('Revenue (USD)')} {...field('revenue', whole)} data-testid="fact-revenue" />
        </div>
      </Section>
      <Section title={t('External ids and scores')}>
        <div className="grid max-w-4xl gap-x-6 gap-y-5 md:grid-cols-2">
          <TextField label={t('IMDb id')} placeholder="tt0111161" {...field('imdb_id')} data-testid="fact-imdb" />
          <NumberField label={t('TMDB id')} {...field('tmdb_id', whole)} />
          <TextField type="number" step="0.1" min={0} max={10} label={t('Rating (0–10)')} {...field('rating', decimal)} />
          <CountField label={t('Vote count')} {...field('vote_count', whole)} />
          <TextField
            type="number"
            step="any"
            min={0}
            label={t('Popularity')}
            description={t('Orders the popular lists and channels.')}
            {...field('popularity', decimal)}
          />
        </div>
      </Section>
      <SaveBar dirty={formState.isDirty} pending={save.isPending} onDiscard={() => reset()} />
    </form>
  );
}
