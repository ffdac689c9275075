import { APPEARANCE_PREVIEW_FRAME_ID } from '../../shell/auth-actions';
import { bootstrapStore } from '../../shell/bootstrap';
import { listenToEditor } from '../appearance-kit/preview-channel';
import { APPEARANCE_DRAFT, APPEARANCE_PREVIEW_READY, CUSTOM_CSS_ELEMENT_ID, previewedSetting } from './preview-protocol';

// Runs in every page but acts only inside the appearance editor's preview frame: it shows the
// editor's unsaved branding, menus and custom CSS by changing this page's copy of the settings.

function inPreviewFrame() {
  try {
    return window.parent !== window && window.frameElement?.id === APPEARANCE_PREVIEW_FRAME_ID;
  } catch {
    return false;
  }
}

function setNested(target: Record<string, unknown>, name: string, value: unknown) {
  const parts = name.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = node[part] = next && typeof next === 'object' && !Array.isArray(next) ? { ...(next as Record<string, unknown>) } : {};
  }
  node[parts.at(-1)!] = value;
}

function applyCss(css: string) {
  let el = document.getElementById(CUSTOM_CSS_ELEMENT_ID) as HTMLStyleElement | null;
  if (!el) {
    el = document.createElement('style');
    el.id = CUSTOM_CSS_ELEMENT_ID;
    document.head.append(el);
  }
  el.textContent = css;
}

const builtInFavicon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href') ?? '/favicon.svg';

/** The same rule as the server (src/features/site/appearance/custom-code.ts): http(s) or a same-site path. */
function applyFavicon(url: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  link.removeAttribute('type'); // the built-in one is SVG; a custom one may be PNG or ICO
  link.href = /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : builtInFavicon;
}

function applyDraft(values: Record<string, unknown>) {
  const settings: Record<string, unknown> = { ...bootstrapStore.get().settings };
  for (const [name, value] of Object.entries(values)) {
    if (!previewedSetting(name)) continue;
    if (name === 'custom_code.css') applyCss(typeof value === 'string' ? value : '');
    else setNested(settings, name, value);
    if (name === 'branding.favicon') applyFavicon(typeof value === 'string' ? value.trim() : '');
  }
  bootstrapStore.set((data) => ({ ...data, settings }));
}

if (inPreviewFrame()) {
  listenToEditor(APPEARANCE_PREVIEW_READY, (message) => {
    const data = message as { type?: unknown; settings?: unknown } | null;
    if (data?.type !== APPEARANCE_DRAFT || !data.settings || typeof data.settings !== 'object') return;
    applyDraft(data.settings as Record<string, unknown>);
  });
}
