import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps,
  MenuTrigger,
  Popover as AriaPopover,
  type PopoverProps,
  Separator,
} from 'react-aria-components';

const popoverClass =
  'min-w-56 overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-2xl shadow-black/40 outline-none data-[entering]:animate-fade-up';

/** A dropdown menu: keyboard navigation, type-ahead and focus handling come from react-aria. */
export function DropdownMenu({
  trigger,
  children,
  label,
  placement = 'bottom end',
}: {
  trigger: ReactNode;
  children: ReactNode;
  label: string;
  placement?: PopoverProps['placement'];
}) {
  return (
    <MenuTrigger>
      {trigger}
      <AriaPopover placement={placement} offset={8} className={popoverClass}>
        <AriaMenu aria-label={label} className="max-h-[420px] overflow-y-auto p-1.5 outline-none">
          {children}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}

export function DropdownItem({ icon, children, className = '', ...props }: MenuItemProps & { icon?: ReactNode; children: ReactNode }) {
  return (
    <AriaMenuItem
      {...props}
      className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none transition-colors data-[focused]:bg-fg/8 data-[disabled]:opacity-50 ${className}`}
    >
      {icon && <span className="text-muted [&>svg]:size-[18px]">{icon}</span>}
      <span className="truncate">{children}</span>
    </AriaMenuItem>
  );
}

export const DropdownSeparator = () => <Separator className="my-1.5 h-px bg-line" />;

/** A click-triggered popover holding arbitrary content (e.g. notifications). */
export function Popover({
  trigger,
  children,
  label,
  className = '',
}: {
  trigger: ReactNode;
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover placement="bottom end" offset={8} className={`${popoverClass} ${className}`}>
        <Dialog aria-label={label} className="outline-none">
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
