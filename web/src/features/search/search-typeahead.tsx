import { Search, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Spinner } from '../../ui/spinner';
import { Artwork } from '../../ui/catalogue/artwork';
import { yearOf } from '../../ui/catalogue/format';
import { personLink, searchLink, titleLink } from '../../ui/catalogue/links';
import { useSearch } from './api';
import { useDebounced } from '../../ui/catalogue/use-debounced';

interface Option {
  id: string;
  group: 'titles' | 'people' | 'all';
  href: string;
  label: string;
  detail?: string | null;
  image?: string | null;
}

/**
 * The navbar search (WAI-ARIA combobox): results appear as you type (debounced), grouped into
 * titles (poster and year) and people (photo); arrow keys move, Enter opens, Escape closes.
 * Enter with nothing selected opens the full search page.
 */
export function SearchTypeahead({ className = '' }: { className?: string }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const debounced = useDebounced(value.trim(), 160);
  const search = useSearch(debounced, { types: 'titles,people', limit: 5, enabled: open });
  const results = debounced && search.data ? search.data.results : {};
  const options: Option[] = [
    ...(results.titles ?? []).map((r) => ({
      id: `t${r.id}`,
      group: 'titles' as const,
      href: titleLink(r),
      label: r.name,
      detail: [yearOf(r), r.type === 'series' ? t('Series') : t('Movie')].filter(Boolean).join(' · '),
      image: r.poster,
    })),
    ...(results.people ?? []).map((r) => ({
      id: `p${r.id}`,
      group: 'people' as const,
      href: personLink(r),
      label: r.name,
      detail: r.known_for ? t(r.known_for.replace(/^./, (c) => c.toUpperCase())) : null,
      image: r.poster,
    })),
  ];
  if (debounced)
    options.push({ id: 'all', group: 'all', href: searchLink(debounced), label: t('See all results for ":query"', { query: debounced }) });
  const expanded = open && value.trim().length > 0 && !!debounced;

  const go = (href: string) => {
    navigate(href);
    setOpen(false);
    setActive(-1);
    setValue('');
    inputRef.current?.blur();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const d = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && d < 0 ? options.length - 1 : (i + d + options.length) % options.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const option = options[active];
      if (option) go(option.href);
      else if (value.trim()) go(searchLink(value.trim()));
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else setValue('');
      setActive(-1);
    }
  };

  const groups: { key: Option['group']; label: string }[] = [
    { key: 'titles', label: t('Titles') },
    { key: 'people', label: t('People') },
  ];
  const optionEl = (o: Option) => {
    const index = options.indexOf(o);
    return (
      <li
        key={o.id}
        id={`${listId}-${o.id}`}
        role="option"
        aria-selected={index === active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => go(o.href)}
        onMouseMove={() => setActive(index)}
        className={`flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-1.5 ${index === active ? 'bg-fg/10' : ''}`}
        data-testid="typeahead-option"
      >
        {o.group !== 'all' && (
          <Artwork
            src={o.image}
            kind={o.group === 'people' ? 'profile' : 'poster'}
            seed={o.label}
            sizes="40px"
            className={`w-8 shrink-0 ${o.group === 'people' ? '!aspect-square !rounded-full' : ''}`}
            rounded="rounded-md"
          />
        )}
        <span className="min-w-0">
          <span className={`block truncate text-sm ${o.group === 'all' ? 'font-medium text-primary' : 'font-semibold text-fg'}`}>
            {o.label}
          </span>
          {o.detail && <span className="block truncate text-xs text-muted">{o.detail}</span>}
        </span>
      </li>
    );
  };

  return (
    <div
      className={`relative ${className}`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-on-navbar/60" aria-hidden />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label={t('Search')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && options[active] ? `${listId}-${options[active]!.id}` : undefined}
        placeholder={t('Search movies, series, people')}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-on-navbar/15 bg-on-navbar/8 pe-9 ps-9 text-sm text-on-navbar placeholder:text-on-navbar/55 transition focus:border-primary focus:bg-background focus:text-fg focus:outline-none focus:ring-3 focus:ring-primary/25 [&::-webkit-search-cancel-button]:hidden"
        data-testid="navbar-search"
      />
      {search.isFetching && debounced ? (
        <Spinner size={16} className="absolute end-3 top-1/2 -translate-y-1/2" />
      ) : value ? (
        <button
          type="button"
          aria-label={t('Clear search')}
          onClick={() => {
            setValue('');
            inputRef.current?.focus();
          }}
          className="absolute end-2 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-on-navbar/60 hover:bg-on-navbar/10"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('Search results')}
        hidden={!expanded}
        className="absolute end-0 top-full z-50 mt-2 max-h-[420px] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-2 text-fg shadow-2xl shadow-black/40"
      >
        {groups.map((g) => {
          const list = options.filter((o) => o.group === g.key);
          if (!list.length) return null;
          return (
            <ul key={g.key} role="group" aria-labelledby={`${listId}-${g.key}`} className="mb-1">
              <li
                role="presentation"
                id={`${listId}-${g.key}`}
                className="px-2.5 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-muted"
              >
                {g.label}
              </li>
              {list.map(optionEl)}
            </ul>
          );
        })}
        {debounced && !search.isPending && options.length === 1 && (
          <p className="px-2.5 py-3 text-sm text-muted">{t('There are no items matching your query')}</p>
        )}
        <ul role="group" aria-label={t('All results')} className="border-t border-line/70 pt-1">
          {options.filter((o) => o.group === 'all').map(optionEl)}
        </ul>
      </div>
    </div>
  );
}
