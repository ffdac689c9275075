import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { DropdownMenu } from '../../ui/menu';

/** The "…" menu at the end of an admin table row; `label` names both the button and the menu. */
export function RowActionsMenu({
  label,
  disabled,
  testId,
  children,
}: {
  label: string;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu
      label={label}
      trigger={
        <AriaButton
          aria-label={label}
          isDisabled={disabled}
          className="grid size-9 place-items-center rounded-full text-muted outline-none transition-colors hover:bg-fg/10 hover:text-fg data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary disabled:opacity-50"
          data-testid={testId}
        >
          <Ellipsis className="size-5" aria-hidden />
        </AriaButton>
      }
    >
      {children}
    </DropdownMenu>
  );
}
