import { useEffect, useState } from 'react';
import { themeVariableNames } from '../../../../src/shared/default-themes';
import { safeCssValue, toChannels } from '../../../../src/shared/themes.schemas';
import { bootstrapStore } from '../../shell/bootstrap';
import { useStore } from '../../shell/store';
import { applyTheme, resolveTheme, themeChoiceStore, useResolvedTheme } from '../../shell/theme';
import { listenToEditor, postToPreview, usePreviewChannel } from '../appearance-kit/preview-channel';

/** Messages between the theme editor and its preview frame (both same-origin). */
export const THEME_PREVIEW = 'mq-theme-preview';
export const THEME_PREVIEW_READY = 'mq-theme-preview-ready';

export interface ThemePreview {
  values: Record<string, string>;
  is_dark: boolean;
}

const COLOR_FREE = new Set(['--mq-radius', '--mq-radius-button', '--mq-font-family']);

/** The variables of a draft the page can apply: half-typed or unsafe values are left out. */
export function previewValues(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (!(themeVariableNames as readonly string[]).includes(name) || typeof raw !== 'string') continue;
    if (COLOR_FREE.has(name)) {
      const parsed = safeCssValue.safeParse(raw);
      if (parsed.success) out[name] = parsed.data;
    } else {
      const channels = toChannels(raw);
      if (channels) out[name] = channels;
    }
  }
  return out;
}

/** A preview message's theme; null to go back to the saved theme; undefined when not one. */
export function previewOf(data: unknown): ThemePreview | null | undefined {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== THEME_PREVIEW) return undefined;
  const theme = (data as { theme?: unknown }).theme;
  if (theme === null) return null;
  if (!theme || typeof theme !== 'object') return undefined;
  const { values, is_dark } = theme as { values?: unknown; is_dark?: unknown };
  if (!values || typeof values !== 'object') return undefined;
  return { values: previewValues(values as Record<string, string>), is_dark: is_dark === true };
}

/** The saved theme the editor itself resolves to (the frame shares its device and stored choice). */
function savedTheme(): ThemePreview | null {
  const theme = resolveTheme(themeChoiceStore.get(), bootstrapStore.get(), window.matchMedia('(prefers-color-scheme: dark)').matches);
  return theme ? { values: theme.values, is_dark: theme.is_dark } : null;
}

/**
 * Editor side: posts the draft (or null for "show the saved theme") to the preview frame on every
 * change and again whenever the page in the frame says it is ready (after a reload or navigation).
 */
export function useThemePreview(theme: ThemePreview | null) {
  // the editor's bootstrap data follows every write, the frame's does not: "saved" is sent from here
  const saved = useStore(bootstrapStore, (d) => d.themes);
  const choice = useStore(themeChoiceStore);
  usePreviewChannel(
    THEME_PREVIEW_READY,
    () => ({ type: THEME_PREVIEW, theme: theme ?? savedTheme() }),
    [JSON.stringify(theme), saved, choice],
    {
      // leaving the panel: the preview shows the saved theme again
      close: () => postToPreview({ type: THEME_PREVIEW, theme: savedTheme() }),
    },
  );
}

/**
 * Page side (mounted at the app root): inside the appearance editor's frame, the editor's unsaved
 * theme is applied over the resolved one; outside a frame it does nothing.
 */
export function useThemePreviewListener() {
  const { theme } = useResolvedTheme();
  const [preview, setPreview] = useState<ThemePreview | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    return listenToEditor(THEME_PREVIEW_READY, (data) => {
      const next = previewOf(data);
      if (next !== undefined) setPreview(next);
    });
  }, []);
  useEffect(() => {
    if (preview)
      applyTheme({
        id: theme?.id ?? 0,
        name: 'preview',
        default_dark: false,
        default_light: false,
        is_dark: preview.is_dark,
        values: { ...theme?.values, ...preview.values },
      });
    else if (theme) applyTheme(theme);
  }, [preview, theme]);
}
