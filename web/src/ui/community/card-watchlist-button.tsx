import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import type { ItemType } from '../../api/community';
import { useWatchlistToggle } from './watchlist-state';

/**
 * The round watchlist toggle over a card's artwork: shown on hover or focus (always on touch
 * screens and while the item is on the watchlist). It sits beside the card's link, never inside it.
 */
export function CardWatchlistButton({ type, id, name, className = '' }: { type: ItemType; id: number; name: string; className?: string }) {
  const t = useTrans();
  const { on, toggle } = useWatchlistToggle(type, id);
  const label = on ? t('Remove :name from your watchlist', { name }) : t('Add :name to your watchlist', { name });
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={on}
      aria-label={label}
      title={on ? t('In watchlist') : t('Add to watchlist')}
      data-testid="card-watchlist"
      className={`grid size-9 place-items-center rounded-full shadow-lg shadow-black/30 ring-1 transition duration-200 group-hover:-translate-y-1 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary motion-reduce:group-hover:translate-y-0 ${
        on
          ? 'bg-primary text-on-primary ring-primary/60'
          : 'bg-black/70 text-white ring-white/20 opacity-0 hover:bg-black/80 group-hover:opacity-100 [@media(hover:none)]:opacity-100'
      } ${className}`}
    >
      {on ? <BookmarkCheck className="size-[18px]" aria-hidden /> : <Bookmark className="size-[18px]" aria-hidden />}
    </button>
  );
}
