import { useEffect, useRef } from 'react';
import type { LandingConfig } from '../../../../src/features/settings/definitions/landing';
import { paths } from '../../paths';
import { APPEARANCE_PREVIEW_FRAME_ID } from '../../shell/auth-actions';
import { PREVIEW_CONFIG, PREVIEW_READY } from '../landing/landing-config';

const frame = () => document.getElementById(APPEARANCE_PREVIEW_FRAME_ID) as HTMLIFrameElement | null;

function framePath(el: HTMLIFrameElement) {
  try {
    return el.contentWindow?.location.pathname ?? null;
  } catch {
    return null; // not same-origin (yet): treat as elsewhere
  }
}

/**
 * Keeps the editor's preview frame on the landing page and showing the unsaved draft: the draft
 * is posted (same origin only) on every change and whenever the page in the frame says it is ready.
 */
export function useLandingPreview(draft: LandingConfig) {
  const latest = useRef(draft);
  latest.current = draft;

  const post = () => {
    const win = frame()?.contentWindow;
    win?.postMessage({ type: PREVIEW_CONFIG, config: latest.current }, window.location.origin);
  };

  useEffect(() => {
    const el = frame();
    if (el && framePath(el) !== paths.landing) el.src = paths.landing;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame()?.contentWindow) return;
      if ((e.data as { type?: unknown } | null)?.type === PREVIEW_READY) post();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // leaving the landing panels for another section: the preview goes back to the home page
      setTimeout(() => {
        const current = frame();
        if (current && !window.location.pathname.startsWith(paths.appearanceLanding) && framePath(current) === paths.landing) current.src = '/';
      }, 0);
    };
  }, []);

  const serialized = JSON.stringify(draft);
  useEffect(post, [serialized]);
}
