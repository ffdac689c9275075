import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import type { SortOption } from './list-toolbar';

/**
 * The state of an admin list kept in the address (filters, page, search), so it survives reloads
 * and can be linked. The search box is debounced and resets the page.
 */
export function useAdminListParams<K extends string>() {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [text, setText] = useState(params.get('query') ?? '');
  const query = useDebounced(text.trim(), 250);
  const setParams = (next: Partial<Record<K | 'query' | 'page', string>>) => {
    // from the address bar, not this render: a debounced search may land between two clicks
    const merged = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(next) as [string, string | undefined][])
      if (v) merged.set(k, v);
      else merged.delete(k);
    navigate(`${location}${merged.size ? `?${merged}` : ''}`, { replace: true });
  };
  useEffect(() => {
    if (query !== (new URLSearchParams(window.location.search).get('query') ?? ''))
      setParams({ query, page: '' } as Partial<Record<K | 'query' | 'page', string>>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new debounced search writes the address
  }, [query]);
  return { params, page: Math.max(1, Number(params.get('page')) || 1), text, setText, query, setParams };
}

/** A copy of the set with `value` taken out if it was in, put in if it was not. */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

/** Row checkboxes of a list page: the selected ids, one row, or all shown rows at once. */
export function useRowSelection(rows: { id: number }[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number) => setSelected((s) => toggled(s, id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)));
  return { selected, setSelected, allSelected, toggle, toggleAll };
}

interface SortState<K extends string> {
  params: URLSearchParams;
  setParams: (next: Partial<Record<K | 'page', string>>) => void;
}

/** A sort menu kept in `order` as `column:direction`; a missing or unknown value reads as the first option. */
export function orderParam(state: SortState<'order'>, options: SortOption[]) {
  const value = options.some((o) => o.value === state.params.get('order')) ? state.params.get('order')! : options[0].value;
  const [orderBy, orderDir] = value.split(':') as [string, 'asc' | 'desc'];
  return { orderBy, orderDir, sort: { value, options, onChange: (v: string) => state.setParams({ order: v, page: '' }) } };
}

/** A sort menu kept in `orderBy` and `orderDir` (anything but 'asc' reads as 'desc'). */
export function orderByParams(state: SortState<'orderBy' | 'orderDir'>, defaultOrderBy: string, options: SortOption[]) {
  const orderBy = state.params.get('orderBy') ?? defaultOrderBy;
  const orderDir: 'asc' | 'desc' = state.params.get('orderDir') === 'asc' ? 'asc' : 'desc';
  const onChange = (v: string) => {
    const [by, dir] = v.split(':');
    state.setParams({ orderBy: by, orderDir: dir, page: '' });
  };
  return { orderBy, orderDir, sort: { value: `${orderBy}:${orderDir}`, options, onChange } };
}

/** A filter kept in the address under `key`: its value, and a change that goes back to the first page. */
export function paramFilter<K extends string>(state: SortState<K>, key: K) {
  return {
    value: state.params.get(key) ?? '',
    onChange: (value: string) => state.setParams({ [key]: value, page: '' } as Partial<Record<K | 'page', string>>),
  };
}
