import { useSyncExternalStore } from 'react';

/** Spec section 9: the mobile breakpoint is 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (cb) => {
      const q = window.matchMedia(query);
      q.addEventListener('change', cb);
      return () => q.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
