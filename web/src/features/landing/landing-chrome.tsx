import { AvatarMenu } from '../../shell/avatar-menu';
import { useBootstrap, useSiteName } from '../../shell/bootstrap';
import { Footer, ThemeToggle } from '../../shell/footer';
import { GuestAuthLinks } from '../../shell/guest-auth-links';
import { useTrans } from '../../shell/i18n';
import { Logo } from '../../shell/logo';
import { MenuLink } from '../../shell/menu-link';
import { useMenu } from '../../shell/permissions';
import { buttonClass } from '../../ui/button';

/** Sits over the hero: logo, the landing-page-navbar menu, then sign-in/up or the account menu. */
export function LandingNavbar() {
  const t = useTrans();
  const { user } = useBootstrap();
  const items = useMenu('landing-page-navbar');
  return (
    <header className="absolute inset-x-0 top-0 z-20 text-white" data-testid="landing-navbar">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 md:h-20 md:px-8">
        <Logo className="me-auto text-white sm:me-0" />
        {items.length > 0 && (
          <nav aria-label={t('Main')} className="me-auto hidden items-center gap-1 sm:flex">
            {items.map((item) => (
              <MenuLink
                key={item.id}
                item={item}
                className="rounded-full px-3 py-2 text-sm font-medium text-white/80 transition-colors hover:bg-white/10 hover:text-white"
              />
            ))}
          </nav>
        )}
        <div className="flex items-center gap-2">
          {user ? (
            <AvatarMenu user={user} />
          ) : (
            <GuestAuthLinks
              loginClass={buttonClass('ghost', 'sm', 'text-white hover:bg-white/12')}
              registerClass={buttonClass('primary', 'sm')}
            />
          )}
        </div>
      </div>
    </header>
  );
}

/** The landing-page-footer menu when one is set up; otherwise the site's usual footer. */
export function LandingFooter() {
  const t = useTrans();
  const siteName = useSiteName();
  const items = useMenu('landing-page-footer');
  if (items.length === 0) return <Footer />;
  return (
    <footer data-testid="landing-footer" className="border-t border-line/70 text-sm text-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:px-8">
        <nav aria-label={t('Footer')} className="flex flex-wrap items-center gap-x-6 gap-y-2 md:order-2 md:me-auto">
          {items.map((item) => (
            <MenuLink key={item.id} item={item} className="rounded transition-colors hover:text-fg" />
          ))}
        </nav>
        <p className="md:order-1 md:me-8">
          {t('Copyright © :year :name, All Rights Reserved', { year: new Date().getFullYear(), name: siteName })}
        </p>
        <div className="md:order-3">
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
