import type { BootstrapData, CurrentUser, PublicSettings } from './bootstrap-types';
import { createStore, useStore } from './store';

const empty: BootstrapData = {
  base_url: '',
  settings: {},
  user: null,
  guest_role: null,
  themes: { all: [], selectedThemeId: null },
  i18n: { language: 'en', name: 'English', lines: {} },
  localizations: [],
  show_cookie_notice: false,
  is_mobile_device: false,
  workspaces: [],
};

/** Reads the JSON the server inlined into index.html (no API round trip before first paint). */
export function readInlinedBootstrap(doc: Document = document): BootstrapData {
  try {
    const text = doc.getElementById('mq-bootstrap')?.textContent;
    return text ? { ...empty, ...JSON.parse(text) } : empty;
  } catch {
    return empty;
  }
}

export const bootstrapStore = createStore<BootstrapData>(empty);

/** Replaces the initial data, e.g. with the bootstrapData returned by login or logout. */
export function applyBootstrapData(data: BootstrapData) {
  bootstrapStore.set({ ...empty, ...data });
}

export const useBootstrap = () => useStore(bootstrapStore);
export const useSettings = (): PublicSettings => useStore(bootstrapStore, (d) => d.settings);
export const useCurrentUser = (): CurrentUser | null => useStore(bootstrapStore, (d) => d.user);
export const useSiteName = () => useStore(bootstrapStore, (d) => d.settings.branding?.site_name || 'Marquee');

/** Reads a dotted setting name ('notif.subs.integrated') from the nested public settings. */
export function getSetting(settings: PublicSettings, name: string): unknown {
  let node: unknown = settings;
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
