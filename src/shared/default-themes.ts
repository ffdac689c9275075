// The default light and dark themes: CSS variable maps the web applies to :root and the
// appearance editor edits. Colours are space-separated RGB channels so Tailwind can add alpha.
// Text colours reach 4.5:1 on the background, surface and raised surface, and on-primary 4.5:1 on
// primary (WCAG AA); migration 0870 moved installs that still had the earlier defaults.

export const themeVariableNames = [
  '--mq-background',
  '--mq-surface',
  '--mq-surface-raised',
  '--mq-foreground',
  '--mq-muted',
  '--mq-border',
  '--mq-primary',
  '--mq-on-primary',
  '--mq-accent',
  '--mq-danger',
  '--mq-positive',
  '--mq-warning',
  '--mq-navbar',
  '--mq-on-navbar',
  '--mq-radius',
  '--mq-radius-button',
  '--mq-font-family',
] as const;

export type ThemeValues = Record<(typeof themeVariableNames)[number], string>;

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const defaultDarkTheme: ThemeValues = {
  '--mq-background': '11 12 16',
  '--mq-surface': '21 23 30',
  '--mq-surface-raised': '31 34 43',
  '--mq-foreground': '236 238 243',
  '--mq-muted': '156 163 178',
  '--mq-border': '49 53 66',
  '--mq-primary': '245 197 24',
  '--mq-on-primary': '20 18 8',
  '--mq-accent': '239 45 55',
  '--mq-danger': '248 113 113',
  '--mq-positive': '74 222 128',
  '--mq-warning': '251 191 36',
  '--mq-navbar': '11 12 16',
  '--mq-on-navbar': '236 238 243',
  '--mq-radius': '0.5rem',
  '--mq-radius-button': '0.5rem',
  '--mq-font-family': font,
};

export const defaultLightTheme: ThemeValues = {
  '--mq-background': '248 248 250',
  '--mq-surface': '255 255 255',
  '--mq-surface-raised': '241 242 245',
  '--mq-foreground': '17 19 24',
  '--mq-muted': '83 90 104',
  '--mq-border': '222 225 231',
  '--mq-primary': '138 97 0',
  '--mq-on-primary': '255 255 255',
  '--mq-accent': '196 18 28',
  '--mq-danger': '200 30 30',
  '--mq-positive': '21 118 56',
  '--mq-warning': '146 88 6',
  '--mq-navbar': '255 255 255',
  '--mq-on-navbar': '17 19 24',
  '--mq-radius': '0.5rem',
  '--mq-radius-button': '0.5rem',
  '--mq-font-family': font,
};
