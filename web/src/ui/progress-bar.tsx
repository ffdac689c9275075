import { PROGRESS_BAR_DELAY_MS, useDelayedVisibility } from './delayed-visibility';

/** A thin bar pinned to the top of the viewport; indeterminate unless a value is given. */
export function ProgressBar({ value, label, className = '' }: { value?: number; label?: string; className?: string }) {
  const determinate = typeof value === 'number';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? Math.round(value) : undefined}
      className={`h-[3px] w-full overflow-hidden bg-primary/15 ${className}`}
    >
      <div
        className={`h-full bg-primary shadow-[0_0_12px_rgb(var(--mq-primary))] ${determinate ? 'transition-[width] duration-200' : 'animate-indeterminate w-full'}`}
        style={determinate ? { width: `${value}%` } : undefined}
      />
    </div>
  );
}

/** Top-of-page navigation bar, shown once a page has been loading for 50 ms. */
export function NavigationProgress() {
  const visible = useDelayedVisibility(true, PROGRESS_BAR_DELAY_MS, 0);
  if (!visible) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70]" data-testid="navigation-progress">
      <ProgressBar label="Loading page..." />
    </div>
  );
}

/** A rounded progress track (value 0–100, named by `label`); `className` sizes the track, `barClassName` colours the fill. */
export function Meter({
  value,
  width = value,
  label,
  className,
  barClassName,
  testId,
}: {
  value: number;
  /** How full it looks, when that differs from the value read out. */
  width?: number;
  label: string;
  className: string;
  barClassName: string;
  testId?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`overflow-hidden rounded-full bg-fg/10 ${className}`}
      data-testid={testId}
    >
      <div className={`h-full rounded-full transition-[width] ${barClassName}`} style={{ width: `${width}%` }} />
    </div>
  );
}
