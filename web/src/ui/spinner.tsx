interface SpinnerProps {
  size?: number;
  label?: string;
  className?: string;
}

/** An indeterminate circular indicator; loading states show it through useDelayedVisibility (spec section 9). */
export function Spinner({ size = 24, label, className = '' }: SpinnerProps) {
  return (
    <svg
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={`animate-spin text-primary motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    >
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
