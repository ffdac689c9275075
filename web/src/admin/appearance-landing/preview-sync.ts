import type { LandingConfig } from '../../../../src/shared/settings/landing';
import { paths } from '../../paths';
import { previewFrame, usePreviewChannel } from '../appearance-kit/preview-channel';
import { PREVIEW_CONFIG, PREVIEW_READY } from '../../ui/landing/landing-config';

function framePath(el: HTMLIFrameElement) {
  try {
    return el.contentWindow?.location.pathname ?? null;
  } catch {
    return null; // not same-origin (yet): treat as elsewhere
  }
}

/**
 * Keeps the editor's preview frame on the landing page and showing the unsaved draft: the draft
 * is posted on every change and whenever the page in the frame says it is ready.
 */
export function useLandingPreview(draft: LandingConfig) {
  usePreviewChannel(PREVIEW_READY, () => ({ type: PREVIEW_CONFIG, config: draft }), [JSON.stringify(draft)], {
    open: () => {
      const el = previewFrame();
      if (el && framePath(el) !== paths.landing) el.src = paths.landing;
    },
    // leaving the landing panels for another section: the preview goes back to the home page
    close: () =>
      setTimeout(() => {
        const current = previewFrame();
        if (current && !window.location.pathname.startsWith(paths.appearanceLanding) && framePath(current) === paths.landing)
          current.src = '/';
      }, 0),
  });
}
