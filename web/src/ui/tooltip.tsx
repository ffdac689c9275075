import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

// Spec section 9: tooltips open after 1500 ms and close 500 ms after the pointer leaves.
export const TOOLTIP_DELAY_MS = 1500;
export const TOOLTIP_CLOSE_DELAY_MS = 500;

/** Wraps one focusable react-aria trigger (e.g. a Button from react-aria-components). */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS}>
      {children}
      <AriaTooltip
        offset={6}
        className="max-w-64 rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium text-background shadow-lg data-[entering]:animate-fade-up"
      >
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
