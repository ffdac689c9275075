import { UserRound } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { http, showHttpError } from '../../api';
import { usePermission } from '../../shell/permissions';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { PickerField, type PickerProps } from '../kit/picker-field';
import { toast } from '../../ui/toast-store';
import { Combobox } from '../../ui/combobox';
import { Artwork } from '../../ui/catalogue/artwork';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import { type PersonOption, usePeopleSearch } from './editor-api';

/** A combobox over GET people?query=: type a name, arrows and Enter to choose. */
export function PersonPicker(picker: PickerProps<PersonOption>) {
  const { onChange, error } = picker;
  const t = useTrans();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 200);
  const people = usePeopleSearch(query);
  const canCreate = usePermission('people.create');
  // a person missing from the catalogue is created with just a name; the rest is filled in later
  const create = useMutation({
    mutationFn: (name: string) => http.post<{ person: PersonOption }>('people', { name }),
    onSuccess: ({ person }) => {
      toast(t(':name created', { name: person.name }));
      choose(person);
    },
    onError: (e) => showHttpError(e),
  });
  const choose = (p: PersonOption) => {
    onChange(p);
    setText('');
  };

  return (
    <PickerField id={id} label={t('Person')} picker={picker} kind="profile" changeLabel={t('Change person')} testId="person-picker">
      <Combobox
        id={id}
        text={text}
        onText={setText}
        options={query ? (people.data ?? []) : []}
        optionKey={(p) => p.id}
        onChoose={choose}
        optionClassName="px-2 py-1.5"
        inputProps={{ placeholder: t('Search people'), 'aria-invalid': error ? true : undefined, 'data-testid': 'person-picker' }}
        renderOption={(p) => (
          <>
            <Artwork src={p.poster} kind="profile" seed={p.name} sizes="32px" className="w-7 shrink-0" rounded="rounded" />
            <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
            <span className="shrink-0 text-xs text-muted">{[p.known_for, p.birth_date?.slice(0, 4)].filter(Boolean).join(' · ')}</span>
          </>
        )}
        footer={(open) =>
          open &&
          query &&
          people.data?.length === 0 &&
          !people.isFetching && (
            <div className="absolute inset-x-0 top-full z-30 mt-1 flex flex-wrap items-center gap-2 rounded-theme border border-line bg-raised px-3 py-2 text-sm text-muted shadow-xl">
              <UserRound className="size-4" aria-hidden />
              <span className="me-auto">{t('No people match “:query”', { query })}</span>
              {canCreate && (
                <Button
                  size="xs"
                  variant="outline"
                  loading={create.isPending}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => create.mutate(query)}
                  data-testid="create-person"
                >
                  {t('Create “:name”', { name: query })}
                </Button>
              )}
            </div>
          )
        }
      />
    </PickerField>
  );
}
