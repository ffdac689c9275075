import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { confirmAction } from '../../shell/confirm';

/**
 * While `dirty`, asks before leaving: in-app links (tabs, the admin menu) wait for a confirm
 * dialog, and closing or reloading the tab gets the browser's own prompt. `onDiscard` runs when
 * the admin agrees to leave, before navigating.
 */
export function useLeaveGuard(dirty: boolean, onDiscard: () => void) {
  const [, navigate] = useLocation();
  const latest = useRef({ dirty, onDiscard, navigate });
  latest.current = { dirty, onDiscard, navigate };

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!latest.current.dirty || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      // capture phase: stop the router's own click handler before it navigates
      e.preventDefault();
      e.stopPropagation();
      void confirmAction({
        title: 'Discard unsaved changes?',
        body: 'You have changes on this tab that are not saved yet. Leave and lose them?',
        confirmLabel: 'Discard changes',
      }).then((ok) => {
        if (!ok) return;
        latest.current.onDiscard();
        latest.current.navigate(`${url.pathname}${url.search}`);
      });
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (latest.current.dirty) e.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);
}
