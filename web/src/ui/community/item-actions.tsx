import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { Skeleton } from '../skeleton';
import { communityKeys, fetchItemState } from '../../api/community';
import { RatingWidget } from './rating-widget';
import { AddToListMenu, WatchlistButton } from './title-actions';

/** The community average of an item (ratings on this site), e.g. "7.5 · 2 ratings". */
export function LocalRating({ rating, votes }: { rating: number | null; votes: number }) {
  const t = useTrans();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="local-rating">
      <Users className="size-4" aria-hidden />
      {votes > 0 ? (
        <>
          <span className="font-semibold text-fg">{rating?.toFixed(1)}</span>
          {t('[one] :count rating|[other] :count ratings', { count: votes })}
        </>
      ) : (
        t('No ratings yet')
      )}
    </span>
  );
}

/**
 * Watchlist, 'Add to list' and your rating for an episode (or a title), with the site's average.
 * The state comes from GET item-state (the catalogue payloads are cached for everyone).
 */
export function ItemActions({ type, id, className = '' }: { type: 'title' | 'episode'; id: number; className?: string }) {
  const qc = useQueryClient();
  const key = communityKeys.itemState(`${type}:${id}`);
  const state = useQuery({ queryKey: key, queryFn: () => fetchItemState(type, id), meta: { silent: true } });
  if (state.isPending) return <Skeleton className={`h-10 w-full max-w-md ${className}`} />;
  const s = state.data;
  return (
    <div className={`flex flex-col gap-3 ${className}`} data-testid={`${type}-actions`}>
      <div className="flex flex-wrap items-center gap-3">
        <WatchlistButton type={type} id={id} initial={!!s?.in_watchlist} />
        <AddToListMenu type={type} id={id} />
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <RatingWidget type={type} id={id} initial={s?.user_rating ?? null} onRated={() => void qc.invalidateQueries({ queryKey: key })} />
        {s && <LocalRating rating={s.local_rating} votes={s.local_vote_count} />}
      </div>
    </div>
  );
}
