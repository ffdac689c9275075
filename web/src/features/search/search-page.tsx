import { Search, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearch as useLocationSearch } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/field';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { EpisodeCard, NewsCard, PersonCard, TitleCard } from '../../ui/catalogue/cards';
import { CardGrid, CardSkeletons, type GridSize } from '../../ui/catalogue/grid';
import { searchLink } from '../../ui/catalogue/links';
import { pageFrame, Section } from '../../ui/catalogue/section';
import { SEARCH_PAGE_LIMIT, SEARCH_PAGE_TYPES, searchPageQuery, type SearchResults, useSearch } from './api';
import { useDebounced } from '../../ui/catalogue/use-debounced';

const TYPES = SEARCH_PAGE_TYPES;
type SearchType = (typeof TYPES)[number];
const LIMIT = SEARCH_PAGE_LIMIT;

/** /search and /search/{query}: a search box, tabs per result type, and an empty state. */
export default function SearchPage() {
  const t = useTrans();
  const params = useParams<{ query?: string }>();
  const [, navigate] = useLocation();
  const type = new URLSearchParams(useLocationSearch()).get('type') as SearchType | null;
  const urlQuery = searchPageQuery(params.query ?? '');
  const [value, setValue] = useState(urlQuery);
  const debounced = useDebounced(value.trim(), 250);
  // follow the URL when it changes from outside (navbar search, back button), not while typing
  useEffect(() => {
    if (urlQuery !== debounced) setValue(urlQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only urlQuery: typing must not reset the field
  }, [urlQuery]);
  useEffect(() => {
    if (debounced !== urlQuery.trim()) navigate(debounced ? searchLink(debounced, type ?? undefined) : '/search', { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only debounced: the URL follows the typed text, not the other way round
  }, [debounced]);
  const query = useSearch(urlQuery, { types: TYPES.join(','), limit: LIMIT });
  const results = query.data?.results ?? {};
  const counts = Object.fromEntries(TYPES.map((k) => [k, results[k]?.length ?? 0])) as Record<SearchType, number>;
  const total = TYPES.reduce((n, k) => n + counts[k], 0);
  const tabs: { key: SearchType | null; label: string }[] = [
    { key: null, label: t('All') },
    { key: 'titles', label: t('Titles') },
    { key: 'people', label: t('People') },
    { key: 'episodes', label: t('Episodes') },
    { key: 'news', label: t('News') },
  ];
  return (
    <div className={`${pageFrame} pb-16 pt-8 md:pt-12`} data-testid="search-page">
      <AdSlot slot="general_top" className="mb-6" />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
        {urlQuery ? t('Results for ":query"', { query: urlQuery }) : t('Search')}
      </h1>
      <form
        role="search"
        className="relative mt-6 max-w-2xl"
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim()) navigate(searchLink(value.trim(), type ?? undefined));
        }}
      >
        <Search className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden />
        <input
          type="search"
          autoFocus
          aria-label={t('Search')}
          placeholder={t('Search movies, series, people')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={`${inputClass} h-12 rounded-full ps-12 text-base`}
          data-testid="search-page-input"
        />
      </form>
      {urlQuery && (
        <nav aria-label={t('Result types')} className="mt-8 flex gap-1 overflow-x-auto border-b border-line">
          {tabs.map((tab) => {
            const current = tab.key === type || (!tab.key && !type);
            const count = tab.key ? counts[tab.key] : total;
            return (
              <Link
                key={tab.label}
                to={searchLink(urlQuery, tab.key ?? undefined)}
                replace
                aria-current={current ? 'page' : undefined}
                className={`flex shrink-0 items-center gap-2 border-b-2 px-3 pb-3 pt-1 text-sm font-medium transition-colors ${current ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}
              >
                {tab.label}
                {query.data && (
                  <span className="rounded-full bg-fg/8 px-1.5 text-xs tabular-nums">{count >= LIMIT ? `${LIMIT}+` : count}</span>
                )}
              </Link>
            );
          })}
        </nav>
      )}
      <div className="mt-8">
        {!urlQuery ? (
          <EmptyState
            icon={<Search />}
            title={t('Find movies, series and people')}
            message={t('Start typing a name, a title or a year.')}
          />
        ) : query.isPending ? (
          <div aria-busy>
            <CardSkeletons count={12} />
          </div>
        ) : total === 0 || (type && counts[type] === 0) ? (
          <EmptyState icon={<SearchX />} title={t('No results')} message={t('There are no items matching your query')} />
        ) : (
          <Results results={results} type={type} />
        )}
      </div>
    </div>
  );
}

function Results({ results, type }: { results: SearchResults['results']; type: SearchType | null }) {
  const t = useTrans();
  const show = (k: SearchType) => (!type || type === k) && (results[k]?.length ?? 0) > 0;
  const cap = (n: number) => (type ? undefined : n);
  const slice = <T,>(list: T[] | undefined, n?: number) => (n ? (list ?? []).slice(0, n) : (list ?? []));
  // a section of cards in a grid, the first `first` of them when every kind is shown
  const grid = <K extends 'titles' | 'people' | 'episodes'>(
    kind: K,
    title: string,
    size: GridSize | undefined,
    card: (row: NonNullable<SearchResults['results'][K]>[number], i: number) => ReactNode,
    first: number,
  ) =>
    show(kind) && (
      <Section id={`results-${kind}`} title={title}>
        <CardGrid size={size} label={title}>
          {slice(results[kind] as NonNullable<SearchResults['results'][K]>[number][] | undefined, cap(first)).map(card)}
        </CardGrid>
      </Section>
    );
  return (
    <div className="flex flex-col gap-12">
      {grid(
        'titles',
        t('Titles'),
        undefined,
        (r, i) => (
          <TitleCard key={r.id} title={r} priority={i < 6} />
        ),
        12,
      )}
      {grid(
        'people',
        t('People'),
        'person',
        (r) => (
          <PersonCard key={r.id} person={r} />
        ),
        8,
      )}
      {grid(
        'episodes',
        t('Episodes'),
        'landscape',
        (r) => (
          <EpisodeCard key={r.id} episode={r} />
        ),
        8,
      )}
      {show('news') && (
        <Section id="results-news" title={t('News')}>
          <ul className="flex max-w-4xl flex-col gap-2">
            {slice(results.news, cap(6)).map((n) => (
              <li key={n.id}>
                <NewsCard article={n} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
