import { previewFrame, usePreviewChannel } from '../appearance-kit/preview-channel';
import { APPEARANCE_DRAFT, APPEARANCE_PREVIEW_READY, previewedSetting } from './preview-protocol';

/**
 * Shows the editor's values in the preview frame as they are typed: posted on every change and
 * whenever the page in the frame says it is ready (after navigating or a reload).
 */
export function useAppearancePreview(values: Record<string, unknown>) {
  const previewed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) if (previewedSetting(name)) previewed[name] = value;
  usePreviewChannel(APPEARANCE_PREVIEW_READY, () => ({ type: APPEARANCE_DRAFT, settings: previewed }), [JSON.stringify(previewed)]);
}

/** Reloads the preview, e.g. after saving custom HTML (scripts run only on a fresh page). */
export function reloadPreview() {
  try {
    previewFrame()?.contentWindow?.location.reload();
  } catch {
    // not same-origin: nothing to reload
  }
}
