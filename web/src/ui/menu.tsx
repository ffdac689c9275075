import type { ReactNode } from 'react';
import {
  Dialog,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps,
  MenuTrigger,
  Popover as AriaPopover,
  type PopoverProps,
  Separator,
} from 'react-aria-components';
import type { PopupControl } from './deferred-popup';

const popoverClass =
  'min-w-56 overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-2xl shadow-black/40 outline-none data-[entering]:animate-fade-up';

/**
 * A dropdown menu: keyboard navigation, type-ahead and focus handling come from react-aria. Either
 * with its own react-aria `trigger`, or controlled by a DeferredPopup (`control`), whose plain
 * button anchors and labels it.
 */
export function DropdownMenu({
  trigger,
  control,
  children,
  label,
  placement = 'bottom end',
}: {
  children: ReactNode;
  label: string;
  placement?: PopoverProps['placement'];
} & ({ trigger: ReactNode; control?: never } | { control: PopupControl; trigger?: never })) {
  const menuClass = 'max-h-[420px] overflow-y-auto p-1.5 outline-none';
  if (control)
    return (
      <AriaPopover {...popoverControl(control)} placement={placement} offset={8} className={popoverClass}>
        <AriaMenu
          aria-label={label}
          aria-labelledby={control.triggerId}
          autoFocus={control.openedWith === 'keyboard' ? 'first' : true}
          onClose={() => control.onOpenChange(false)}
          className={menuClass}
        >
          {children}
        </AriaMenu>
      </AriaPopover>
    );
  return (
    <MenuTrigger>
      {trigger}
      <AriaPopover placement={placement} offset={8} className={popoverClass}>
        <AriaMenu aria-label={label} className={menuClass}>
          {children}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}

/** A standalone react-aria Popover anchored to a DeferredPopup's button and open as it says. */
const popoverControl = ({ triggerRef, isOpen, onOpenChange }: PopupControl) => ({ triggerRef, isOpen, onOpenChange });

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

/** A popover holding arbitrary content (e.g. notifications), opened by a DeferredPopup's button. */
export function Popover({
  control,
  children,
  label,
  className = '',
}: {
  control: PopupControl;
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <AriaPopover {...popoverControl(control)} placement="bottom end" offset={8} className={`${popoverClass} ${className}`}>
      <Dialog aria-label={label} aria-labelledby={control.triggerId} className="outline-none">
        {children}
      </Dialog>
    </AriaPopover>
  );
}
