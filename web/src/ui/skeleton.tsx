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
