import { useMutation } from '@tanstack/react-query';
import { Clapperboard, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { applyServerErrors, http } from '../../api';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextField, CountField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { Artwork } from '../../ui/catalogue/artwork';
import { departmentLabel, episodeCode } from '../../ui/catalogue/format';
import type { Credit } from '../../ui/catalogue/types';
import type { PersonCredit } from '../../features/people/api';
import { CharacterField, CreditButtons, CreditRole, JobField, useRemoveCredit } from '../kit/credit-buttons';
import { editCredit } from '../kit/credit-edit-dialog';
import { crewDepartments } from '../../../../src/shared/credits';
import { EmptyBox, Section } from '../kit/editor-shell';
import { type AdminPerson, type TitleOption, useRefreshPeople } from './api';
import { TitlePicker } from './title-picker';
import { wholeNumber } from '../kit/field-props';
import { usePicked } from '../kit/picker-field';

const departments = ['cast', ...crewDepartments] as const;

interface AddValues {
  title_id: number | null;
  department: string;
  character: string;
  job: string;
  season_number: string;
  episode_number: string;
}

const optionalNumber = (v: string) => (v.trim() ? Number(v) : undefined);

function AddCreditForm({ person }: { person: AdminPerson }) {
  const t = useTrans();
  const refresh = useRefreshPeople();
  const form = useForm<AddValues>({
    defaultValues: {
      title_id: null,
      department: person.known_for === 'directing' ? 'directing' : person.known_for === 'writing' ? 'writing' : 'cast',
      character: '',
      job: '',
      season_number: '',
      episode_number: '',
    },
  });
  const { register, handleSubmit, formState, watch, reset } = form;
  const { picked: title, setPicked: setTitle, picker, field } = usePicked<TitleOption, AddValues>(form, 'title_id', t('Choose a title.'));
  const cast = watch('department') === 'cast';
  const whole = wholeNumber();
  const add = useMutation({
    mutationFn: (v: AddValues) =>
      http.post<{ credit: Credit }>(`titles/${v.title_id}/credits`, {
        person_id: person.id,
        department: v.department,
        character: cast ? v.character.trim() || null : undefined,
        job: cast ? undefined : v.job.trim() || null,
        // a series credit may belong to one season or episode instead of the whole show
        season_number: title?.type === 'series' ? optionalNumber(v.season_number) : undefined,
        episode_number: title?.type === 'series' ? optionalNumber(v.episode_number) : undefined,
      }),
    onSuccess: async () => {
      toast(t('Credit added to :title', { title: title?.name ?? '' }));
      setTitle(null);
      reset({ ...form.getValues(), title_id: null, character: '', job: '', season_number: '', episode_number: '' });
      await refresh();
    },
    onError: (e) => applyServerErrors(form, e, ['department', 'character', 'job', 'season_number', 'episode_number']),
  });
  return (
    <form
      onSubmit={handleSubmit((v) => add.mutate(v))}
      noValidate
      className="mb-8 grid items-start gap-4 rounded-2xl border border-line bg-surface p-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,1fr)_auto] md:p-5"
      data-testid="add-person-credit-form"
    >
      {field}
      <TitlePicker {...picker} />
      <SelectField
        label={t('Department')}
        options={departments.map((d) => ({ value: d, label: departmentLabel(d) }))}
        {...register('department')}
        error={formState.errors.department?.message}
        data-testid="credit-department"
      />
      {cast ? (
        <CharacterField {...register('character')} error={formState.errors.character?.message} />
      ) : (
        <JobField {...register('job')} error={formState.errors.job?.message} />
      )}
      <Button type="submit" loading={add.isPending} className="md:mt-[26px]" data-testid="add-credit">
        <Plus className="size-4" aria-hidden />
        {t('Add credit')}
      </Button>
      {title?.type === 'series' && (
        <div className="grid gap-4 sm:grid-cols-2 md:col-span-3 md:max-w-md" data-testid="credit-scope">
          <CountField
            label={t('Season')}
            description={t('Empty: the whole series')}
            {...register('season_number', whole)}
            error={formState.errors.season_number?.message}
          />
          <CountField
            label={t('Episode')}
            description={t('Empty: the whole season')}
            {...register('episode_number', whole)}
            error={formState.errors.episode_number?.message}
          />
        </div>
      )}
    </form>
  );
}

/** The credit as the title editor's dialog expects it (same row, seen from the title). */
const asTitleCredit = (c: PersonCredit, person: AdminPerson): Credit => ({
  id: c.id,
  person_id: person.id,
  department: c.department,
  job: c.job,
  character: c.character,
  order: 0,
  person: { id: person.id, name: `${person.name} · ${c.title.name}`, slug: person.slug, poster: person.poster },
});

function CreditRows({ person, credits, department }: { person: AdminPerson; credits: PersonCredit[]; department: string }) {
  const t = useTrans();
  const refresh = useRefreshPeople();
  const confirmRemove = useRemoveCredit<PersonCredit>({
    titleId: (c) => c.title.id,
    refresh,
    removed: (c) => t('Credit on :title removed', { title: c.title.name }),
    question: (c) => t('Remove the credit on :title?', { title: c.title.name }),
    body: t('The credit is removed from this person and from the title’s cast and crew.'),
  });
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-theme border border-line bg-surface"
      data-testid={`person-credits-${department}`}
    >
      {credits.map((c) => (
        <li key={c.id} className="flex items-center gap-3 px-3 py-2" data-testid="person-credit">
          <Artwork src={c.title.poster} kind="poster" seed={c.title.name} sizes="40px" className="w-9 shrink-0" rounded="rounded-md" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">
              <Link to={pathTo(paths.adminTitleEdit, { titleId: c.title.id })} className="hover:text-primary">
                {c.title.name}
              </Link>
              {c.title.year && <span className="ms-1.5 font-normal text-muted">({c.title.year})</span>}
            </p>
            <p className="truncate text-xs text-muted">
              <CreditRole credit={c} />
              {c.season_number !== null && (
                <span className="ms-1.5">
                  ·{' '}
                  {c.episode_number !== null
                    ? episodeCode(c.season_number, c.episode_number)
                    : t('Season :number', { number: c.season_number })}
                </span>
              )}
            </p>
          </div>
          <CreditButtons
            editLabel={t('Edit credit on :title', { title: c.title.name })}
            removeLabel={t('Remove credit on :title', { title: c.title.name })}
            onEdit={() => void editCredit(c.title.id, asTitleCredit(c, person))}
            onRemove={() => void confirmRemove(c)}
          />
        </li>
      ))}
    </ul>
  );
}

/** The credits tab of people/{id}/edit: add a credit on any title, change or remove the person's credits. */
export function PersonCreditsTab({ person }: { person: AdminPerson }) {
  const t = useTrans();
  const groups = departments.map((d) => [d, person.credits[d] ?? []] as const).filter(([, list]) => list.length > 0);
  // departments the form does not know (imported data) still show, after the known ones
  const other = Object.entries(person.credits).filter(([d, list]) => !(departments as readonly string[]).includes(d) && list.length > 0);
  const all = [...groups, ...other];
  return (
    <Section
      title={t('Credits')}
      description={t('Titles this person appears in or worked on. A credit shows on the person page and on the title page.')}
    >
      <AddCreditForm person={person} />
      {all.length ? (
        <div className="flex flex-col gap-6">
          {all.map(([department, list]) => (
            <div key={department}>
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {departmentLabel(department)} <span className="tabular-nums">({list.length})</span>
              </h3>
              <CreditRows person={person} credits={list} department={department} />
            </div>
          ))}
        </div>
      ) : (
        <EmptyBox icon={<Clapperboard />} title={t('No credits yet')} message={t('Search for a title above to add one.')} />
      )}
    </Section>
  );
}
