import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * false while React hydrates server-rendered markup (and on the server), true afterwards and in any
 * client-only render. Parts that differ between the server and the browser (a stored choice, the
 * cookie notice, viewer-only pieces) render their server form until this turns true, so hydration
 * finds the markup it expects; then they re-render with the browser's values.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
