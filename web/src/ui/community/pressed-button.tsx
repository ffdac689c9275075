import type { ReactNode } from 'react';
import { buttonClass } from '../button';

/** A one-click on/off button of the title and person headers (watchlist, follow): filled while on. */
export function PressedButton({
  on,
  onClick,
  testId,
  children,
}: {
  on: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass(on ? 'primary' : 'secondary', 'md')}
      aria-pressed={on}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
