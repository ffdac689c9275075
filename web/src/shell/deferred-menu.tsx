import { lazy, type ReactNode, Suspense, useState } from 'react';

/** How a menu's trigger looks and is named: the same before and after the menu code has loaded. */
export interface MenuButtonFace {
  label: string;
  /** classes of the button, without the focus ring (each variant adds its own) */
  className: string;
  children: ReactNode;
  /** how the plain button was pressed: the loaded trigger opens its menu the same way */
  pressedWith?: 'keyboard' | 'pointer';
}

/**
 * A dropdown's trigger on first paint (issue 18): a plain <button> that looks and is named like
 * the react-aria trigger, so the navbar, footer and tab bar bring no menu code. Hovering or
 * focusing it fetches the menu's chunk; the first press (click, Enter, Space, an arrow key)
 * renders the menu, whose trigger (OpeningButton) takes focus and opens it.
 */
export function DeferredMenu({
  popup,
  button,
  preload,
  children,
}: {
  popup: 'menu' | 'dialog';
  button: MenuButtonFace;
  preload: () => unknown;
  /** the lazy menu, given the face for its OpeningButton */
  children: (button: MenuButtonFace) => ReactNode;
}) {
  const [pressedWith, setPressedWith] = useState<'keyboard' | 'pointer'>();
  const plain = (
    <button
      type="button"
      aria-label={button.label}
      aria-haspopup={popup}
      aria-expanded={false}
      className={`${button.className} focus-visible:ring-2 focus-visible:ring-primary`}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      // a click without a pointer (detail 0) comes from Enter or Space
      onClick={(e) => setPressedWith(e.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(e) => {
        if (popup === 'menu' && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
          e.preventDefault();
          setPressedWith('keyboard');
        }
      }}
    >
      {button.children}
    </button>
  );
  if (!pressedWith) return plain;
  return <Suspense fallback={plain}>{children({ ...button, pressedWith })}</Suspense>;
}

/** The menu links dropdown of the phone's menu button and the tab bar's "More", in its own chunk. */
export const loadMenuDropdown = () => import('./menu-dropdown');
export const LazyMenuDropdown = lazy(async () => ({ default: (await loadMenuDropdown()).MenuDropdown }));
