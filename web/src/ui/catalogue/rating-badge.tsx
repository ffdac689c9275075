import { Star } from 'lucide-react';
import { numberFormat } from '../../shell/locale';

/** A 0–10 score with a star; nothing when the title has no rating yet. */
export function RatingBadge({
  rating,
  votes,
  size = 'sm',
  className = '',
}: {
  rating: number | null | undefined;
  votes?: number | null;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  if (rating === null || rating === undefined || rating <= 0) return null;
  const lg = size === 'lg';
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold tabular-nums ${lg ? 'text-base' : 'text-xs'} ${className}`}
      title={votes ? `${rating.toFixed(1)} / 10 · ${numberFormat().format(votes)}` : undefined}
    >
      <Star aria-hidden className={`${lg ? 'size-5' : 'size-3.5'} fill-primary text-primary`} />
      <span>{rating.toFixed(1)}</span>
      {lg && <span className="text-sm font-normal text-muted">/ 10</span>}
      {lg && votes ? <span className="text-sm font-normal text-muted">({compactNumber(votes)})</span> : null}
    </span>
  );
}

/** 1234 -> '1.2K' in the display locale. */
export const compactNumber = (n: number) => numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(n);
