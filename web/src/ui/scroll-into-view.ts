import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Ref callback that brings the active tab or nav item into view inside its scrolling strip. */
export function scrollIntoViewIfActive(active: boolean) {
  return (el: HTMLElement | null) => {
    if (active && el) {
      el.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  };
}

/**
 * Once `ready` (the list has rendered), scrolls to the element the URL's #fragment names when it
 * starts with `prefix` (a notification's link to `#comment-12`), and marks it for a moment. The
 * browser cannot do it on its own: the element only exists after its data has loaded.
 */
export function useScrollToAnchor(prefix: string, ready: boolean) {
  const [path] = useLocation();
  useEffect(() => {
    const id = window.location.hash.slice(1);
    const el = ready && id.startsWith(prefix) ? document.getElementById(id) : null;
    if (!el) return;
    // after the app's scroll-to-top on navigation, which runs in the same commit
    const frame = requestAnimationFrame(() => el.scrollIntoView({ block: 'center' }));
    el.dataset.highlight = 'true';
    const timer = setTimeout(() => delete el.dataset.highlight, 3000);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      delete el.dataset.highlight;
    };
  }, [prefix, ready, path]);
}
