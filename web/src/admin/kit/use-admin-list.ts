import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDebounced } from '../../ui/catalogue/use-debounced';

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
    // only a new debounced search writes the address
  }, [query]);
  return { params, page: Math.max(1, Number(params.get('page')) || 1), text, setText, query, setParams };
}

/** Row checkboxes of a list page: the selected ids, one row, or all shown rows at once. */
export function useRowSelection(rows: { id: number }[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)));
  return { selected, setSelected, allSelected, toggle, toggleAll };
}
