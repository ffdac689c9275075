import { useMutation } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { Artwork } from '../../ui/catalogue/artwork';
import { departmentLabel } from '../../ui/catalogue/format';
import type { Credit } from '../../ui/catalogue/types';
import { CharacterField, CreditButtons, CreditRole, JobField, useRemoveCredit } from '../kit/credit-buttons';
import { editCredit } from '../kit/credit-edit-dialog';
import { crewDepartments } from '../../../../src/shared/credits';
import { type PersonOption, type Scope, useRefreshCatalogue, useScopeCredits } from './editor-api';
import { EmptyBox, Section } from '../kit/editor-shell';
import { PersonPicker } from './person-picker';
import { SortableHelp, SortHandle, useSortable } from '../kit/sortable';
import { usePicked } from '../kit/picker-field';

interface AddValues {
  person_id: number | null;
  department: string;
  character: string;
  job: string;
  season_number: string;
  episode_number: string;
}

function AddCreditForm({ scope, mode }: { scope: Scope; mode: 'cast' | 'crew' }) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const form = useForm<AddValues>({
    defaultValues: {
      person_id: null,
      department: mode === 'cast' ? 'cast' : 'directing',
      character: '',
      job: '',
      season_number: '',
      episode_number: '',
    },
  });
  const { register, handleSubmit, formState, reset } = form;
  const { setPicked: setPerson, picker, field } = usePicked<PersonOption, AddValues>(form, 'person_id', t('Choose a person.'));
  const add = useMutation({
    mutationFn: (v: AddValues) =>
      http.post<{ credit: Credit }>(`titles/${scope.titleId}/credits`, {
        person_id: v.person_id,
        department: v.department,
        character: mode === 'cast' ? v.character.trim() || null : undefined,
        job: mode === 'crew' ? v.job.trim() || null : undefined,
        season_number: scope.season,
        episode_number: scope.episode,
      }),
    onSuccess: async ({ credit }) => {
      toast(t(':name added', { name: credit.person.name }));
      setPerson(null);
      reset({ ...form.getValues(), person_id: null, character: '', job: '' });
      await refresh();
    },
    // season/episode errors belong to the scope, not a field here: they go to the toast
    onError: (e) => applyServerErrors(form, e, ['person_id', 'department', 'character', 'job']),
  });
  return (
    <form
      onSubmit={handleSubmit((v) => add.mutate(v))}
      noValidate
      className="mb-8 grid items-start gap-4 rounded-2xl border border-line bg-surface p-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto] md:p-5"
      data-testid={`add-${mode}-form`}
    >
      {field}
      <PersonPicker {...picker} />
      {mode === 'cast' ? (
        <CharacterField {...register('character')} error={formState.errors.character?.message} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('Department')}
            options={crewDepartments.map((d) => ({ value: d, label: departmentLabel(d) }))}
            {...register('department')}
            error={formState.errors.department?.message}
          />
          <JobField {...register('job')} error={formState.errors.job?.message} />
        </div>
      )}
      <Button type="submit" loading={add.isPending} className="md:mt-[26px]" data-testid="add-credit">
        <UserPlus className="size-4" aria-hidden />
        {mode === 'cast' ? t('Add to cast') : t('Add to crew')}
      </Button>
    </form>
  );
}

function CreditList({ credits, scope, testId }: { credits: Credit[]; scope: Scope; testId: string }) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const sortable = useSortable(
    credits,
    (ids) => http.post('titles/credits/reorder', { ids }).then(() => refresh()),
    (c) => c.person.name,
  );
  const confirmRemove = useRemoveCredit<Credit>({
    titleId: () => scope.titleId,
    refresh,
    removed: (c) => t(':name removed', { name: c.person.name }),
    question: (c) => t('Remove :name?', { name: c.person.name }),
    body: t('The credit is removed from this page and from the person’s filmography.'),
  });
  return (
    <>
      <SortableHelp announcement={sortable.announcement} />
      <ol className="divide-y divide-line overflow-hidden rounded-theme border border-line bg-surface" data-testid={testId}>
        {sortable.list.map((c, i) => (
          <li
            key={c.id}
            {...sortable.rowProps(i)}
            className="flex items-center gap-3 px-2 py-2 transition-colors data-[dragging]:bg-primary/10 data-[dragging]:opacity-70 sm:px-3"
            data-testid="credit-item"
          >
            <SortHandle {...sortable.handleProps(i)} />
            <Artwork src={c.person.poster} kind="profile" seed={c.person.name} sizes="40px" className="w-9 shrink-0" rounded="rounded-md" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{c.person.name}</p>
              <p className="truncate text-xs text-muted">
                <CreditRole credit={c} />
              </p>
            </div>
            <span className="hidden text-xs tabular-nums text-muted sm:inline">#{i + 1}</span>
            <CreditButtons
              editLabel={t('Edit :name', { name: c.person.name })}
              removeLabel={t('Remove :name', { name: c.person.name })}
              onEdit={() => void editCredit(scope.titleId, c)}
              onRemove={() => void confirmRemove(c)}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/** Cast or crew of a title, season or episode: add by person search, reorder, remove. */
export function CreditsTab({ scope, mode }: { scope: Scope; mode: 'cast' | 'crew' }) {
  const t = useTrans();
  const groups = useScopeCredits(scope);
  const cast = groups.data?.cast ?? [];
  const crew = crewDepartments.map((d) => [d, groups.data?.[d] ?? []] as const).filter(([, list]) => list.length > 0);
  return (
    <Section
      title={mode === 'cast' ? t('Cast') : t('Crew')}
      description={
        mode === 'cast'
          ? t('Drag the rows, or use the arrow keys on a handle, to set the billing order.')
          : t('People behind the camera, by department.')
      }
    >
      <AddCreditForm scope={scope} mode={mode} />
      {groups.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : mode === 'cast' ? (
        cast.length ? (
          <CreditList credits={cast} scope={scope} testId="cast-list" />
        ) : (
          <EmptyBox icon={<Users />} title={t('No cast yet')} message={t('Search for a person above to add them.')} />
        )
      ) : crew.length ? (
        <div className="flex flex-col gap-6">
          {crew.map(([department, list]) => (
            <div key={department}>
              <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{departmentLabel(department)}</h3>
              <CreditList credits={list} scope={scope} testId={`crew-${department}`} />
            </div>
          ))}
        </div>
      ) : (
        <EmptyBox icon={<Users />} title={t('No crew yet')} message={t('Search for a person above to add them.')} />
      )}
    </Section>
  );
}
