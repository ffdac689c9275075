import { Star } from 'lucide-react';

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
      title={votes ? `${rating.toFixed(1)} / 10 · ${votes.toLocaleString()}` : undefined}
    >
      <Star aria-hidden className={`${lg ? 'size-5' : 'size-3.5'} fill-primary text-primary`} />
      <span>{rating.toFixed(1)}</span>
      {lg && <span className="text-sm font-normal text-muted">/ 10</span>}
      {lg && votes ? <span className="text-sm font-normal text-muted">({compactNumber(votes)})</span> : null}
    </span>
  );
}

// One formatter for the page's life: building an Intl formatter costs ~0.1 ms, and a home page's
// card rows call this for every card as they hydrate (a long task on phones, issue 18).
let compact: Intl.NumberFormat | null = null;

export function compactNumber(n: number) {
  compact ??= new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(n);
}
