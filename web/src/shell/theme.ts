import { useEffect, useSyncExternalStore } from 'react';
import { bootstrapStore } from './bootstrap';
import type { BootstrapData, Theme } from './bootstrap-types';
import { createStore, useStore } from './store';
import { useHydrated } from './use-hydrated';
import { applyWebFont } from './web-fonts';

// Same rules as the inline script in src/http/theme-script.ts, which applies them before first paint.
export const THEME_STORAGE_KEY = 'mq-theme';
export type ThemeChoice = 'system' | 'light' | 'dark' | `${number}`;

function readChoice(): ThemeChoice {
  try {
    return (localStorage.getItem(THEME_STORAGE_KEY) as ThemeChoice | null) ?? 'system';
  } catch {
    return 'system';
  }
}

export const themeChoiceStore = createStore<ThemeChoice>(typeof localStorage === 'undefined' ? 'system' : readChoice());

export function setThemeChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage disabled: the choice still applies for this page view
  }
  themeChoiceStore.set(choice);
}

const pick = (all: Theme[], dark: boolean) =>
  all.find((t) => (dark ? t.default_dark : t.default_light)) ?? all.find((t) => !!t.is_dark === dark);

export function resolveTheme(
  choice: ThemeChoice,
  data: Pick<BootstrapData, 'themes' | 'settings'>,
  prefersDark: boolean,
): Theme | undefined {
  const all = data.themes.all;
  const canChange = data.settings.themes?.user_change !== false;
  const c = canChange ? choice : 'system';
  let theme: Theme | undefined;
  if (c === 'light') theme = pick(all, false);
  else if (c === 'dark') theme = pick(all, true);
  else if (c === 'system') {
    const selected = data.themes.selectedThemeId;
    theme = selected && !canChange ? all.find((t) => t.id === selected) : pick(all, prefersDark);
  } else theme = all.find((t) => String(t.id) === c);
  return theme ?? pick(all, prefersDark);
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(theme.values)) root.style.setProperty(name, value);
  root.classList.toggle('dark', !!theme.is_dark);
  root.dataset.themeId = String(theme.id);
  root.style.colorScheme = theme.is_dark ? 'dark' : 'light';
  applyWebFont(theme.values['--mq-font-family'], root.ownerDocument);
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
function usePrefersDark() {
  return useSyncExternalStore(
    (cb) => {
      const q = darkQuery();
      q.addEventListener('change', cb);
      return () => q.removeEventListener('change', cb);
    },
    () => darkQuery().matches,
    () => true,
  );
}

/** The theme the current choice resolves to (reacts to the OS preference under 'system'). */
export function useResolvedTheme() {
  // the stored choice is the browser's: server-rendered markup (and its hydration) assume 'system'
  const stored = useStore(themeChoiceStore);
  const choice = useHydrated() ? stored : 'system';
  const data = useStore(bootstrapStore);
  const prefersDark = usePrefersDark();
  const theme = resolveTheme(choice, data, prefersDark);
  return { theme, choice, isDark: theme ? theme.is_dark : prefersDark, canChange: data.settings.themes?.user_change !== false };
}

/** Mounted once at the root: re-applies the theme variables whenever the resolved theme changes. */
export function useApplyTheme() {
  const { theme } = useResolvedTheme();
  // while hydrating, the theme resolves from server defaults; the inline theme script already
  // applied the browser's one before first paint, so nothing is applied until hydration is done
  const hydrated = useHydrated();
  useEffect(() => {
    if (theme && hydrated) applyTheme(theme);
  }, [theme, hydrated]);
}

/** Toggle used by the footer and the avatar menu (shown only when themes.user_change). */
export function useThemeToggle() {
  const { isDark, canChange } = useResolvedTheme();
  // the toggle goes from the theme on screen: right after hydrating a server-rendered page, the render
  // still holds the server's guess (no stored choice, no OS scheme) until its next render
  const shownDark = () => (typeof document === 'undefined' ? isDark : document.documentElement.classList.contains('dark'));
  return { canChange, isDark, toggle: () => setThemeChoice(shownDark() ? 'light' : 'dark') };
}
