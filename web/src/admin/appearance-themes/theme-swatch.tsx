import type { AdminTheme } from './themes-api';

const rgb = (theme: AdminTheme, name: string) => `rgb(${theme.values[name] ?? '0 0 0'})`;

/** A small picture of a theme drawn with its own colours: page, navbar, card, text and primary. */
export function ThemeSwatch({ theme }: { theme: AdminTheme }) {
  return (
    <span
      aria-hidden
      data-testid="theme-swatch"
      className="relative flex h-12 w-16 shrink-0 flex-col overflow-hidden rounded-lg border border-line"
      style={{ background: rgb(theme, '--mq-background') }}
    >
      <span className="h-2.5 w-full" style={{ background: rgb(theme, '--mq-navbar') }} />
      <span className="m-1.5 flex flex-1 items-end gap-1 rounded p-1" style={{ background: rgb(theme, '--mq-surface') }}>
        <span className="h-1.5 flex-1 rounded-full" style={{ background: rgb(theme, '--mq-foreground') }} />
        <span className="size-2.5 rounded-full" style={{ background: rgb(theme, '--mq-primary') }} />
      </span>
    </span>
  );
}
