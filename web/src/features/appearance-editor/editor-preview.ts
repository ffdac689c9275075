import { useEffect, useRef } from 'react';
import { APPEARANCE_PREVIEW_FRAME_ID } from '../../shell/auth-actions';
import { APPEARANCE_DRAFT, APPEARANCE_PREVIEW_READY, previewedSetting } from './preview-protocol';

const frame = () => document.getElementById(APPEARANCE_PREVIEW_FRAME_ID) as HTMLIFrameElement | null;

/**
 * Shows the editor's values in the preview frame as they are typed: posted (same origin only) on
 * every change and whenever the page in the frame says it is ready (after navigating or a reload).
 */
export function useAppearancePreview(values: Record<string, unknown>) {
  const previewed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) if (previewedSetting(name)) previewed[name] = value;
  const latest = useRef(previewed);
  latest.current = previewed;

  const post = () => frame()?.contentWindow?.postMessage({ type: APPEARANCE_DRAFT, settings: latest.current }, window.location.origin);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame()?.contentWindow) return;
      if ((e.data as { type?: unknown } | null)?.type === APPEARANCE_PREVIEW_READY) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const serialized = JSON.stringify(previewed);
  useEffect(post, [serialized]);
}

/** Reloads the preview, e.g. after saving custom HTML (scripts run only on a fresh page). */
export function reloadPreview() {
  try {
    frame()?.contentWindow?.location.reload();
  } catch {
    // not same-origin: nothing to reload
  }
}
