import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';

// A server-rendered page shows its buttons and fields before the app has hydrated them. The page's
// inline loader (src/http/ssr-scripts.ts) holds the buttons pressed meanwhile in window.__mqEarly
// (for a few seconds after the page has hydrated, also those in a part that hydrates after it: a
// Suspense boundary of its own); text typed meanwhile stays in its field, where React, hydrating,
// does not see it. Once a held button's part has hydrated, the text typed into the page's fields and
// then, a task later (so a form's submit handler reads that text), the press are handed to the app
// as if they had happened now.

declare global {
  interface Window {
    __mqEarly?: Element[];
    __mqEarlyDone?: (lateMs: number) => void;
    __mqHydrated?: boolean;
    __mqReplayLater?: () => void;
  }
}

/** How long after the page has hydrated a press in a part still hydrating is held and waited for. */
const LATE_MS = 5000;

const TEXT_INPUT =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="url"], input[type="tel"], textarea';

/** Whether React has hydrated the element (its fiber is attached). */
const claimed = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));

/**
 * Sends React an input event for a field whose text changed before hydration: React compares the
 * field's value with the value its tracker last saw, so the tracker is set back to what React
 * rendered (assigning through the element) and the typed text restored past it (the prototype's
 * own setter), and the event then reads as a change. Fields React has not hydrated yet wait.
 */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue || !claimed(field)) return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = field.defaultValue;
  nativeSetter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const replayAllTyped = () => {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_INPUT)) replayTyped(field);
};

let deadline = 0;
let waiting = false;

/** Replays the held presses whose part has hydrated; the others wait for the next frame, until the deadline. */
function replayHeld() {
  const held = (window.__mqEarly ?? []).filter((target) => target.isConnected);
  const ready = held.filter(claimed);
  window.__mqEarly = performance.now() < deadline ? held.filter((target) => !claimed(target)) : [];
  if (ready.length) {
    const form = ready.some((target) => target.closest('form'));
    if (form) replayAllTyped();
    setTimeout(() => ready.forEach((target) => target instanceof HTMLElement && target.click()), 0);
  }
  waiting = window.__mqEarly.length > 0;
  if (waiting) requestAnimationFrame(replayHeld);
}

/** Replays what the visitor did before hydration, once; a no-op on a client-rendered page. */
export function replayEarlyInput() {
  if (window.__mqHydrated) return;
  window.__mqHydrated = true;
  if (!window.__mqEarlyDone) return;
  window.__mqEarlyDone(LATE_MS);
  deadline = performance.now() + LATE_MS;
  window.__mqReplayLater = () => {
    if (!waiting) replayHeld();
  };
  replayAllTyped();
  replayHeld();
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
