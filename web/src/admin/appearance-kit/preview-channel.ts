import { useEffect, useRef } from 'react';
import { APPEARANCE_PREVIEW_FRAME_ID } from '../../shell/auth-actions';

// The appearance editor talks to the site page in its preview frame with postMessage, on this
// origin only, in both directions: the editor sends drafts, the page says when it is ready for one.

/** A message on the preview channel; each editor section adds its own payload. */
export interface PreviewMessage {
  type: string;
}

export const previewFrame = () => document.getElementById(APPEARANCE_PREVIEW_FRAME_ID) as HTMLIFrameElement | null;

const typeOf = (data: unknown) => (data as { type?: unknown } | null)?.type;

/** Editor side: sends a message to the page in the preview frame. */
export function postToPreview<M extends PreviewMessage>(message: M) {
  previewFrame()?.contentWindow?.postMessage(message, window.location.origin);
}

/**
 * Editor side: posts `message()` to the preview frame whenever `deps` change and again each time
 * the page in the frame announces `ready` (after navigating or a reload). `open` runs when the
 * panel mounts, `close` when it goes away.
 */
export function usePreviewChannel<M extends PreviewMessage>(
  ready: string,
  message: () => M,
  deps: readonly unknown[],
  lifecycle: { open?: () => void; close?: () => void } = {},
) {
  const latest = useRef({ message, lifecycle });
  latest.current = { message, lifecycle };
  const post = () => postToPreview(latest.current.message());

  useEffect(() => {
    latest.current.lifecycle.open?.();
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== previewFrame()?.contentWindow) return;
      if (typeOf(e.data) === ready) post();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      latest.current.lifecycle.close?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once; the handlers read the latest values through a ref
  }, []);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the preview depends on
  useEffect(post, deps);
}

/**
 * Page side: hands every message from the editor that embeds this page (same origin) to
 * `onMessage`, then tells the editor it is `ready`. Returns the unsubscribe function.
 */
export function listenToEditor(ready: string, onMessage: (data: unknown) => void): () => void {
  const listener = (e: MessageEvent) => {
    // only the editor that embeds this page, on this origin, may change it
    if (e.origin !== window.location.origin || e.source !== window.parent) return;
    onMessage(e.data);
  };
  window.addEventListener('message', listener);
  window.parent.postMessage({ type: ready }, window.location.origin);
  return () => window.removeEventListener('message', listener);
}
