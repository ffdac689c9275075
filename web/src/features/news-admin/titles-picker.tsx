import { Film, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Combobox } from '../../ui/combobox';
import { Artwork } from '../catalogue-ui/artwork';
import type { TitleSummary } from '../catalogue-ui/types';
import { useDebounced } from '../catalogue-ui/use-debounced';
import { useTitleSearch } from './api';

/** Chips of the linked titles plus a search box that adds more (at most 100, as the API allows). */
export function TitlesPicker({ value, onChange, error }: { value: TitleSummary[]; onChange: (titles: TitleSummary[]) => void; error?: string }) {
  const t = useTrans();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 250);
  const search = useTitleSearch(query);
  const chosen = new Set(value.map((v) => v.id));
  const options = query ? (search.data?.pagination.data ?? []).filter((o) => !chosen.has(o.id)) : [];
  return (
    <div className="grid gap-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('Linked titles')} data-testid="linked-titles">
          {value.map((title) => (
            <li key={title.id} className="inline-flex items-center gap-2 rounded-full border border-line bg-background/60 py-1 ps-1 pe-1.5 text-sm">
              <Artwork src={title.poster} kind="poster" alt="" seed={title.name} sizes="24px" className="w-6 shrink-0" rounded="rounded-full" />
              <span className="max-w-48 truncate">{title.name}{title.year ? ` (${title.year})` : ''}</span>
              <button type="button" aria-label={t('Unlink :name', { name: title.name })} onClick={() => onChange(value.filter((v) => v.id !== title.id))} className="grid size-6 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-danger">
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted"><Film className="size-4" aria-hidden />{t('No titles linked yet.')}</p>
      )}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">{t('Add a title')}</label>
        <Combobox
          id={id}
          text={text}
          onText={setText}
          options={value.length >= 100 ? [] : options}
          optionKey={(o) => o.id}
          onChoose={(o) => {
            onChange([...value, o]);
            setText('');
          }}
          renderOption={(o) => (
            <>
              <Artwork src={o.poster} kind="poster" alt="" seed={o.name} sizes="32px" className="w-8 shrink-0" rounded="rounded" />
              <span className="min-w-0 truncate">{o.name}</span>
              <span className="ms-auto text-xs text-muted">{o.year ?? ''}</span>
            </>
          )}
          footer={(open) => open && query && search.isFetched && options.length === 0 ? <p className="mt-1 text-xs text-muted">{t('No titles match “:query”.', { query })}</p> : null}
          inputProps={{ placeholder: t('Search titles'), 'aria-invalid': error ? true : undefined, 'data-testid': 'titles-picker' }}
        />
        {error && <p className="mt-1.5 text-xs font-medium text-danger" role="alert">{error}</p>}
      </div>
    </div>
  );
}
