import { type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';

/**
 * What a lazily loaded menu or popover needs from its DeferredPopup: the trigger to anchor to and
 * label it by, and the open state, which lives in the DeferredPopup (it never remounts).
 */
export interface PopupControl {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** the trigger's id: the menu or dialog is labelled by it, as react-aria's own triggers do */
  triggerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** a keyboard press (Enter, Space, an arrow key) focuses the first item, a click the menu */
  openedWith: 'keyboard' | 'pointer';
}

/**
 * A menu's or popover's trigger on first paint (issue 18): a plain <button>, so the page brings no
 * react-aria code until someone uses it. Hovering or focusing it fetches the popup's chunk; a press
 * opens it. The popup is controlled by this component's state (react-aria's Popover anchored to
 * this very button, `isOpen`/`onOpenChange`), so nothing is replayed and the button is never
 * replaced: Escape, an outside press or a chosen item close the popup through onOpenChange and
 * react-aria returns the focus to this button.
 */
export function DeferredPopup({
  popup,
  label,
  className,
  children,
  preload,
  render,
  data,
}: {
  popup: 'menu' | 'dialog';
  /** the button's accessible name, when its content does not give it */
  label?: string;
  /** the button's classes; its focus ring is added here */
  className: string;
  children: ReactNode;
  preload: () => unknown;
  /** the lazy popup (wrapped in Suspense here), given its control */
  render: (control: PopupControl) => ReactNode;
  /** data-* attributes of the button (test ids, state) */
  data?: Record<`data-${string}`, string>;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const [state, setState] = useState<{ isOpen: boolean; openedWith: PopupControl['openedWith'] }>();
  const isOpen = !!state?.isOpen;
  const open = (openedWith: PopupControl['openedWith']) => {
    void preload();
    setState({ isOpen: true, openedWith });
  };
  const onOpenChange = (next: boolean) => setState((s) => (s ? { ...s, isOpen: next } : s));
  // Escape closes the popup even while the focus is not inside it (its chunk is still loading, or
  // the page went inert under the modal popover before the menu took the focus); inside it,
  // react-aria handles Escape and stops it.
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const focus = document.activeElement;
      if (e.key === 'Escape' && (!focus || focus === document.body || focus === triggerRef.current)) {
        setState((s) => (s ? { ...s, isOpen: false } : s));
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
  return (
    <>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={label}
        aria-haspopup={popup}
        aria-expanded={isOpen}
        data-pressed={isOpen || undefined}
        {...data}
        className={`${className} focus-visible:ring-2 focus-visible:ring-primary`}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={(e) => {
          // Safari does not focus a clicked button: the popup returns the focus here when it closes
          e.currentTarget.focus();
          if (isOpen) onOpenChange(false);
          else open('pointer');
        }}
        onKeyDown={(e) => {
          if (isOpen) return;
          // as react-aria's triggers: Enter and Space (and the arrows for a menu) open it with the first item focused
          if (e.key === 'Enter' || e.key === ' ' || (popup === 'menu' && (e.key === 'ArrowDown' || e.key === 'ArrowUp'))) {
            e.preventDefault();
            open('keyboard');
          }
        }}
      >
        {children}
      </button>
      {state && (
        <Suspense fallback={null}>
          {render({ triggerRef, triggerId, isOpen: state.isOpen, onOpenChange, openedWith: state.openedWith })}
        </Suspense>
      )}
    </>
  );
}
