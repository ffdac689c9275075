import type { ReactNode } from 'react';
import { Skeleton } from '../skeleton';

const columns = {
  poster: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-8',
  landscape: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
  person: 'grid-cols-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8',
} as const;
export type GridSize = keyof typeof columns;

/** A responsive grid: 2 poster columns on phones up to 8 on very wide screens. */
export function CardGrid({
  size = 'poster',
  children,
  label,
  className = '',
}: {
  size?: GridSize;
  children: ReactNode[];
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`grid gap-x-3 gap-y-6 md:gap-x-4 md:gap-y-8 ${columns[size]} ${className}`}>
      {children.map((child, i) => (
        <li key={i} className="min-w-0">
          {child}
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards in the same boxes as the real ones, so nothing jumps when data arrives. */
export function CardSkeletons({ count = 8, size = 'poster', row }: { count?: number; size?: GridSize; row?: boolean }) {
  const ratio = size === 'landscape' ? 'aspect-video' : 'aspect-[2/3]';
  const cards = Array.from({ length: count }, (_, i) => (
    <div key={i}>
      <Skeleton className={ratio} />
      <Skeleton className="mt-3 h-3.5 w-4/5" />
      <Skeleton className="mt-2 h-3 w-1/3" />
    </div>
  ));
  if (row) {
    const w =
      size === 'landscape'
        ? 'w-[78%] sm:w-[44%] md:w-[31.5%] lg:w-[24%]'
        : 'w-[40%] sm:w-[26%] md:w-[21%] lg:w-[17.2%] xl:w-[14.6%] 2xl:w-[12.7%]';
    return (
      <div aria-hidden className="flex gap-3 overflow-hidden md:gap-4">
        {cards.map((c, i) => (
          <div key={i} className={`shrink-0 ${w}`}>
            {c}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div aria-hidden className={`grid gap-x-3 gap-y-6 md:gap-x-4 ${columns[size]}`}>
      {cards}
    </div>
  );
}
