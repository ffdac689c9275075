import { useQuery } from '@tanstack/react-query';
import { Bookmark, Lock, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { pageFrame } from '../../ui/catalogue/section';
import { fetchLists, type ListInfo, listKeys, listUrl } from './api';

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

/** /lists: the signed-in user's lists (watchlist first), then everyone's public lists. */
export default function ListsPage() {
  const t = useTrans();
  const user = useCurrentUser();
  const mine = useQuery({
    queryKey: listKeys.directory({ userId: user?.id }),
    queryFn: () => fetchLists({ userId: user!.id, perPage: 100 }),
    enabled: !!user,
    meta: { silent: true },
  });
  const everyone = useQuery({ queryKey: listKeys.directory({}), queryFn: () => fetchLists({ perPage: 48 }), meta: { silent: true } });
  const own = [...(mine.data?.pagination.data ?? [])].sort((a, b) => Number(b.is_watchlist) - Number(a.is_watchlist));
  const others = (everyone.data?.pagination.data ?? []).filter((l) => l.user_id !== user?.id);
  return (
    <div className={`${pageFrame} flex flex-col gap-10 py-8 md:py-12`}>
      <section aria-labelledby="my-lists">
        <div className="mb-4 flex items-center gap-3">
          <h1 id="my-lists" className="text-2xl font-bold tracking-tight md:text-3xl">
            {t('Your lists')}
          </h1>
          <ButtonLink to="/lists/new" className="ms-auto" data-testid="new-list">
            <Plus className="size-4" aria-hidden />
            {t('New list')}
          </ButtonLink>
        </div>
        <ListTiles lists={own} loading={mine.isPending && !!user} empty={t('You have not created any lists yet.')} />
      </section>
      <section aria-labelledby="public-lists">
        <h2 id="public-lists" className="mb-4 text-xl font-bold tracking-tight">
          {t('Public lists')}
        </h2>
        <ListTiles lists={others} loading={everyone.isPending} empty={t('There are no public lists yet.')} />
      </section>
    </div>
  );
}
