import { Globe, Moon, Sun } from 'lucide-react';
import { DeferredPopup } from '../ui/deferred-popup';
import { useBootstrap, useSiteName } from './bootstrap';
import { useTrans } from './i18n';
import { LazyLanguageMenu, loadLanguageMenu } from './lazy-menus';
import { MenuLink } from './menu-link';
import { useMenu } from './permissions';
import { useThemeToggle } from './theme';

/** Copyright with year and site name, footer menus, theme toggle and language picker. */
export function Footer({ className = '' }: { className?: string }) {
  const t = useTrans();
  const siteName = useSiteName();
  const primary = useMenu('footer');
  const secondary = useMenu('footer-secondary');
  return (
    <footer data-testid="footer" className={`border-t border-line/70 bg-surface/40 text-sm text-muted ${className}`}>
      <div className="mx-auto flex max-w-[1680px] flex-col gap-6 px-4 py-8 md:px-8">
        {(primary.length > 0 || secondary.length > 0) && (
          <nav aria-label={t('Footer')} className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {[...primary, ...secondary].map((item) => (
              <MenuLink key={item.id} item={item} className="rounded transition-colors hover:text-fg" />
            ))}
          </nav>
        )}
        <div className="flex flex-col-reverse gap-4 border-t border-line/60 pt-6 sm:flex-row sm:items-center">
          <p className="me-auto">{t('Copyright © :year :name, All Rights Reserved', { year: new Date().getFullYear(), name: siteName })}</p>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <LanguagePicker />
          </div>
        </div>
      </div>
    </footer>
  );
}

export function ThemeToggle() {
  const t = useTrans();
  const theme = useThemeToggle();
  if (!theme.canChange) return null;
  const label = theme.isDark ? t('Light mode') : t('Dark mode');
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      onClick={theme.toggle}
      aria-label={label}
      className="inline-flex h-9 items-center gap-2 rounded-full border border-line px-3.5 text-xs font-medium text-fg transition-colors hover:bg-fg/6"
    >
      {theme.isDark ? <Sun size={15} aria-hidden /> : <Moon size={15} aria-hidden />}
      {label}
    </button>
  );
}

function LanguagePicker() {
  const t = useTrans();
  const { settings, localizations, i18n } = useBootstrap();
  if (!settings.i18n?.enable || localizations.length === 0) return null;
  return (
    <DeferredPopup
      popup="menu"
      label={`${t('Language')}: ${i18n.name}`}
      className="inline-flex h-9 items-center gap-2 rounded-full border border-line px-3.5 text-xs font-medium text-fg outline-none transition-colors hover:bg-fg/6"
      preload={loadLanguageMenu}
      render={(control) => <LazyLanguageMenu control={control} />}
    >
      <Globe size={15} aria-hidden />
      {i18n.name}
    </DeferredPopup>
  );
}
