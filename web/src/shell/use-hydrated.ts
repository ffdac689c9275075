import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

// Whether the server's markup of this page has hydrated, or there was none (a client-only render, the
// default): a part that mounts once it has renders its browser form at once.
let settled = true;

/** main.tsx, before it hydrates server-rendered markup: parts mount in their server form until then. */
export function awaitHydration() {
  settled = false;
}

/**
 * false while React hydrates server-rendered markup (and on the server), true afterwards and in any
 * client-only render. Parts that differ between the server and the browser (a stored choice, the
 * cookie notice, viewer-only pieces, the images below the fold) render their server form until this
 * turns true, so hydration finds the markup it expects; then they re-render with the browser's values.
 *
 * That re-render is a transition: its work yields to input. A store value that differs from the
 * server's (useSyncExternalStore alone) re-rendered every such part at once, synchronously, right
 * after hydration: the image of every card of the home page, a 200 ms task on a phone (issue 18).
 * The store here reads the same as the server until the first of those transitions has run.
 */
export function useHydrated() {
  const serverForm = useSyncExternalStore(
    noSubscribe,
    () => !settled,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!serverForm);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      settled = true;
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}
