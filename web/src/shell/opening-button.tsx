import { useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { MenuButtonFace } from './deferred-menu';

/**
 * The react-aria trigger that replaces DeferredMenu's plain button once the menu has loaded: it
 * mounts because the user pressed that button, so it takes the focus and opens its menu as that
 * press would have: from the keyboard (Enter: the first item focused), else by a click.
 */
export function OpeningButton({ label, className, children, pressedWith }: MenuButtonFace) {
  const ref = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const button = ref.current;
    if (!button) return;
    button.focus();
    if (pressedWith === 'keyboard') {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      button.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, cancelable: true }));
    } else {
      button.click();
    }
  }, [pressedWith]);
  return (
    <AriaButton ref={ref} aria-label={label} className={`${className} data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary`}>
      {children}
    </AriaButton>
  );
}
