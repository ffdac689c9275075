/** A shimmering placeholder block; size it with classes (e.g. "h-4 w-32"). */
export function Skeleton({ className = '', rounded = 'rounded-theme' }: { className?: string; rounded?: string }) {
  return <div aria-hidden className={`skeleton ${rounded} ${className}`} />;
}

/** Lines of text placeholder. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div className={`flex flex-col gap-2 ${className}`} aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-3.5 ${i === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** Placeholder rows of a round avatar beside two lines (notification and session lists). */
export function AvatarRowsSkeleton({
  rows,
  className,
  rowClassName = 'flex gap-3',
  avatarClassName = 'size-9 shrink-0',
  lineWidths,
}: {
  rows: number;
  className: string;
  rowClassName?: string;
  avatarClassName?: string;
  lineWidths: [string, string];
}) {
  return (
    <div className={className}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={rowClassName}>
          <Skeleton className={avatarClassName} rounded="rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className={`h-3.5 ${lineWidths[0]}`} />
            <Skeleton className={`h-3 ${lineWidths[1]}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
