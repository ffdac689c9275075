import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, List as ListIcon, Lock, Pencil, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { showHttpError } from '../../api';
import { useCurrentUser } from '../../shell/bootstrap';
import { confirmAction } from '../../shell/confirm';
import { CommentsThread } from '../../ui/community/comments-thread';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { Button, ButtonLink } from '../../ui/button';
import { inputClass, SelectField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { pageFrame } from '../../ui/catalogue/section';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import { communityKeys, setListItem, setWatchlisted } from '../../api/community';
import { profileLink } from '../../ui/community/reviews-section';
import { QueryPage } from '../../ui/page-state';
import {
  deleteList,
  fetchList,
  fetchWatchlist,
  type ListInfo,
  type ListItem,
  type ListLayout,
  listKeys,
  type ListSort,
  listUrl,
  reorderList,
  updateList,
} from '../../api/lists';
import { ListItems } from './list-items';
import { addedByName } from './list-order';

const SORTS: [ListSort, string][] = [
  ['custom', 'Custom order'],
  ['date_added', 'Date added'],
  ['release_date', 'Release date'],
  ['rating', 'Rating'],
  ['name', 'Name'],
];

function ListView({
  list,
  items,
  query,
  setQuery,
  sort,
  setSort,
  layout,
  setLayout,
}: {
  list: ListInfo;
  items: ListItem[];
  query: string;
  setQuery: (q: string) => void;
  sort: ListSort;
  setSort: (s: ListSort) => void;
  layout: ListLayout;
  setLayout: (l: ListLayout) => void;
}) {
  const t = useTrans();
  const user = useCurrentUser();
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  // The owner of a personal list, every member of a workspace's list (the server says so: can_edit).
  const owner = list.can_edit ?? (!!user && user.id === list.user_id);
  const watchlist = list.is_watchlist || !!list.is_shared_watchlist;
  const [order, setOrder] = useState(items);
  useEffect(() => setOrder(items), [items]);
  const refresh = () => {
    // the shared watchlist ids (cards, buttons) follow removals made here
    if (list.is_watchlist) void qc.invalidateQueries({ queryKey: communityKeys.watchlistIds });
    if (list.is_shared_watchlist) void qc.invalidateQueries({ queryKey: communityKeys.sharedWatchlistAll });
    return qc.invalidateQueries({ queryKey: listKeys.all });
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const before = order;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setOrder(next);
    reorderList(
      list.id,
      next.map((e) => e.id),
    ).then(refresh, (e) => {
      setOrder(before);
      showHttpError(e);
    });
  };
  const remove = (entry: ListItem) => {
    setOrder((o) => o.filter((e) => e.id !== entry.id));
    (list.is_watchlist ? setWatchlisted(entry.type, entry.item_id, false) : setListItem(list.id, entry.type, entry.item_id, false)).then(
      () => (toast(t('Removed from the list')), refresh()),
      (e) => (setOrder(items), showHttpError(e)),
    );
  };
  const destroy = async () => {
    if (!(await confirmAction({ title: 'Delete list', body: 'This list and its items will be deleted for good.', confirmLabel: 'Delete' })))
      return;
    await deleteList(list.id).then(() => (refresh(), navigate('/lists')), showHttpError);
  };
  // The owner's layout and sort choices are saved with the list; visitors choose for themselves.
  const choose = (values: { layout?: ListLayout; sort?: ListSort }) => {
    if (values.layout) setLayout(values.layout);
    if (values.sort) setSort(values.sort);
    if (owner && !watchlist) updateList(list.id, values).catch(showHttpError);
  };

  return (
    <div className={`${pageFrame} py-8 md:py-12`} data-testid="list-page">
      <header className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight md:text-4xl" data-testid="list-name">
            {list.is_watchlist ? t('Watchlist') : list.is_shared_watchlist ? t('Our watchlist') : list.name}
            {!list.public && <Lock className="size-5 text-muted" aria-label={t('Private')} data-testid="list-private" />}
          </h1>
          {list.user && (
            <Link to={profileLink(list.user)} className="mt-3 inline-flex items-center gap-2 text-sm text-muted hover:text-primary">
              <Avatar label={list.user.name ?? ''} src={list.user.avatar} size={24} />
              {list.user.name}
              <span aria-hidden>·</span>
              {t('[one] :count item|[other] :count items', { count: list.items_count })}
            </Link>
          )}
          {list.description && <p className="mt-3 max-w-3xl whitespace-pre-line text-muted">{list.description}</p>}
        </div>
        {owner && !watchlist && (
          <div className="flex gap-2">
            <ButtonLink variant="secondary" to={listUrl(list, '/edit')} data-testid="edit-list">
              <Pencil className="size-4" aria-hidden />
              {t('Edit')}
            </ButtonLink>
            <Button variant="ghost" onClick={destroy}>
              <Trash2 className="size-4" aria-hidden />
              {t('Delete')}
            </Button>
          </div>
        )}
      </header>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-b border-line/60 pb-4">
        <label className="relative min-w-56 flex-1 md:max-w-sm">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            className={`${inputClass} ps-9`}
            placeholder={t('Search in this list')}
            aria-label={t('Search in this list')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="list-search"
          />
        </label>
        <SelectField
          aria-label={t('Sort by')}
          value={sort}
          onChange={(e) => choose({ sort: e.target.value as ListSort })}
          options={SORTS.map(([v, l]) => ({ value: v, label: t(l) }))}
          data-testid="list-sort"
        />
        <div role="group" aria-label={t('Layout')} className="flex rounded-theme border border-line p-0.5">
          {(['grid', 'list'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={layout === l}
              onClick={() => choose({ layout: l })}
              className={`rounded-md p-2 ${layout === l ? 'bg-fg/10 text-fg' : 'text-muted hover:text-fg'}`}
              aria-label={l === 'grid' ? t('Grid') : t('List')}
              data-testid={`layout-${l}`}
            >
              {l === 'grid' ? <LayoutGrid className="size-4" aria-hidden /> : <ListIcon className="size-4" aria-hidden />}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-6">
        {order.length === 0 ? (
          <p className="rounded-theme border border-dashed border-line p-10 text-center text-muted" data-testid="list-empty">
            {query ? t('There are no items matching your query') : t('This list has no items yet.')}
          </p>
        ) : (
          <ListItems
            items={order}
            layout={layout}
            canReorder={owner && sort === 'custom' && !query}
            canRemove={owner}
            onMove={move}
            onRemove={remove}
            addedBy={(entry) => addedByName(list, entry)}
          />
        )}
      </div>
      {!watchlist && (
        <div className="mt-14 max-w-4xl">
          <CommentsThread commentable={`list:${list.id}`} />
        </div>
      )}
    </div>
  );
}

function ListScreen({ watchlist }: { watchlist: boolean }) {
  const { slugOrId = '' } = useParams<{ slugOrId: string }>();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort | null>(null);
  const [layout, setLayout] = useState<ListLayout | null>(null);
  const q = useDebounced(query.trim(), 250);
  const params = { sortBy: sort ?? undefined, query: q || undefined, perPage: 100 };
  const result = useQuery({
    queryKey: watchlist ? listKeys.watchlist(params) : listKeys.show(slugOrId, params),
    queryFn: () => (watchlist ? fetchWatchlist(params) : fetchList(slugOrId, params)),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return (
    <QueryPage query={result}>
      {(data) => (
        <ListView
          list={data.list}
          items={data.items.data}
          query={query}
          setQuery={setQuery}
          sort={sort ?? data.list.sort}
          setSort={setSort}
          layout={layout ?? data.list.layout}
          setLayout={setLayout}
        />
      )}
    </QueryPage>
  );
}

export default function ListPage() {
  return <ListScreen watchlist={false} />;
}

export function WatchlistPage() {
  return <ListScreen watchlist />;
}
