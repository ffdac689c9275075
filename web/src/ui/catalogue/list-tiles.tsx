import { Bookmark, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { type ListInfo, listUrl } from '../../api/lists';
import { useTrans } from '../../shell/i18n';
import { Skeleton } from '../skeleton';

export function ListTile({ list }: { list: ListInfo }) {
  const t = useTrans();
  return (
    <Link
      to={list.is_watchlist ? '/watchlist' : listUrl(list)}
      className="group flex h-full flex-col rounded-theme border border-line/60 bg-surface/50 p-4 transition-colors hover:border-primary"
      data-testid="list-tile"
      data-list-id={list.id}
    >
      <span className="flex items-center gap-2 font-semibold group-hover:text-primary">
        {list.is_watchlist && <Bookmark className="size-4" aria-hidden />}
        <span className="truncate">{list.is_watchlist ? t('Watchlist') : list.name}</span>
        {!list.public && <Lock className="size-3.5 shrink-0 text-muted" aria-label={t('Private')} />}
      </span>
      {list.description && <span className="mt-1 line-clamp-2 text-sm text-muted">{list.description}</span>}
      <span className="mt-auto pt-3 text-xs text-muted">
        {t('[one] :count item|[other] :count items', { count: list.items_count })}
        {list.user && !list.is_watchlist ? ` · ${list.user.name}` : ''}
      </span>
    </Link>
  );
}

export function ListTiles({ lists, loading, empty }: { lists: ListInfo[]; loading: boolean; empty: string }) {
  if (loading)
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  if (!lists.length) return <p className="rounded-theme border border-dashed border-line p-6 text-center text-sm text-muted">{empty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {lists.map((l) => (
        <li key={l.id}>
          <ListTile list={l} />
        </li>
      ))}
    </ul>
  );
}
