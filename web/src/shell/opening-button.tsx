import { useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { MenuButtonFace } from './deferred-menu';

/**
 * The react-aria trigger that replaces DeferredMenu's plain button once the menu has loaded: it
 * mounts because the user pressed that button, so it takes the focus and opens its menu (a virtual
 * press, which focuses the first item, as react-aria does for screen readers).
 */
export function OpeningButton({ label, className, children }: MenuButtonFace) {
  const ref = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    ref.current?.focus();
    ref.current?.click();
  }, []);
  return (
    <AriaButton ref={ref} aria-label={label} className={`${className} data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary`}>
      {children}
    </AriaButton>
  );
}
