import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { http } from '../../api';
import { Combobox } from '../../ui/combobox';
import { Artwork } from '../../ui/catalogue/artwork';
import type { Pagination, TitleSummary } from '../../ui/catalogue/types';
import { useDebounced } from '../../ui/catalogue/use-debounced';

/** A title as the pickers get it from GET titles. */
export type TitleOption = TitleSummary & { type: string };

/** The 8 best matches of GET titles?query= (nothing is asked for an empty query). */
export const useAdminTitleSearch = (query: string, orderBy?: string) =>
  useQuery({
    queryKey: ['titles', 'admin-picker', query, orderBy ?? ''],
    queryFn: () =>
      http
        .get<{ pagination: Pagination<TitleOption> }>('titles', { query, perPage: 8, ...(orderBy ? { orderBy } : {}) })
        .then((r) => r.pagination.data),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });

/**
 * The search box of the admin title pickers: a debounced search over GET titles, poster rows
 * (arrows and Enter, or a click, choose) and `noMatch` under it when nothing matches.
 * The box empties after a choice.
 */
export function TitleSearchCombobox({
  id,
  onChoose,
  exclude,
  full = false,
  delay = 250,
  orderBy,
  meta = (o) => o.year ?? '',
  placeholder,
  testId,
  error,
  optionClassName,
  noMatch,
}: {
  id: string;
  onChoose: (title: TitleOption) => void;
  /** Ids already chosen: not offered again. */
  exclude?: Set<number>;
  /** No more may be added: nothing is offered. */
  full?: boolean;
  delay?: number;
  orderBy?: string;
  /** The muted text at the end of a row. */
  meta?: (title: TitleOption) => ReactNode;
  placeholder: string;
  testId: string;
  error?: string;
  optionClassName?: string;
  noMatch: (query: string) => ReactNode;
}) {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), delay);
  const search = useAdminTitleSearch(query, orderBy);
  const matches = query ? (search.data ?? []).filter((o) => !exclude?.has(o.id)) : [];
  return (
    <Combobox
      id={id}
      text={text}
      onText={setText}
      options={full ? [] : matches}
      optionKey={(o) => o.id}
      onChoose={(o) => {
        onChoose(o);
        setText('');
      }}
      optionClassName={optionClassName}
      renderOption={(o) => (
        <>
          <Artwork src={o.poster} kind="poster" seed={o.name} sizes="32px" className="w-8 shrink-0" rounded="rounded" />
          <span className="min-w-0 flex-1 truncate font-medium">{o.name}</span>
          <span className="shrink-0 text-xs text-muted">{meta(o)}</span>
        </>
      )}
      footer={(open) => (open && query && search.isFetched && !search.isFetching && matches.length === 0 ? noMatch(query) : null)}
      inputProps={{ placeholder, 'aria-invalid': error ? true : undefined, 'data-testid': testId }}
    />
  );
}
