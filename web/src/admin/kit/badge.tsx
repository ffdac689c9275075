import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-fg/8 text-muted',
  primary: 'bg-primary/15 text-primary',
  positive: 'bg-positive/15 text-positive',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/12 text-danger',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small status pill for admin tables. */
export function Badge({ tone = 'neutral', icon, children }: { tone?: BadgeTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold leading-5 [&_svg]:size-3 ${tones[tone]}`}
    >
      {icon}
      {children}
    </span>
  );
}
