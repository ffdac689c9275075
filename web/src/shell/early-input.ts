import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';

// A server-rendered page shows its buttons and fields before the app has hydrated them. The page's
// inline loader (src/http/ssr-scripts.ts) holds the buttons pressed meanwhile in window.__mqEarly;
// text typed meanwhile stays in its field, where React, hydrating, does not see it. Once the page
// has hydrated, both are handed to the app as if they had happened now: the typed text first, the
// presses a task later, so that a form's submit handler reads that text (React applies the input
// event's update in a microtask).

declare global {
  interface Window {
    __mqEarly?: Element[];
    __mqEarlyDone?: () => void;
    __mqHydrated?: boolean;
  }
}

const TEXT_INPUT =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], input[type="tel"], textarea';

/**
 * Sends React an input event for a field whose text changed before hydration: React compares the
 * field's value with the value its tracker last saw, so the tracker is set back to what React
 * rendered (assigning through the element) and the typed text restored past it (the prototype's
 * own setter), and the event then reads as a change.
 */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Replays what the visitor did before hydration, once; a no-op on a client-rendered page. */
export function replayEarlyInput() {
  if (window.__mqHydrated) return;
  window.__mqHydrated = true;
  window.__mqEarlyDone?.();
  const held = window.__mqEarly ?? [];
  window.__mqEarly = [];
  if (!window.__mqEarlyDone) return;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUT)) replayTyped(field);
  if (!held.length) return;
  setTimeout(() => {
    for (const target of held) if (target.isConnected && target instanceof HTMLElement) target.click();
  }, 0);
}

/**
 * Rendered beside the page, inside its Suspense boundary. Hydration renders the server's form of
 * whatever differs in the browser (useHydrated: the stored theme, the OS colour scheme) and corrects
 * it in the render right after; a press replayed in between would act on the server's state (the
 * theme toggle would pick the wrong theme), so the replay waits for that render.
 */
export function EarlyInputReplay() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) replayEarlyInput();
  }, [hydrated]);
  return null;
}
