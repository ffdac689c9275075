import { Menu as MenuIconGlyph, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../paths';
import { buttonClass, IconLink } from '../ui/button';
import { DeferredPopup } from '../ui/deferred-popup';
import { AvatarMenu } from './avatar-menu';
import { GuestAuthLinks } from './guest-auth-links';
import { useBootstrap } from './bootstrap';
import { useTrans } from './i18n';
import { Logo } from './logo';
import type { MenuItem } from './bootstrap-types';
import { LazyMenuDropdown, loadMenuDropdown } from './lazy-menus';
import { MenuLink } from './menu-link';
import { isActiveMenuLink } from './menu-placement';
import { postLoginRedirect, useMenu } from './permissions';
import { SearchTypeahead } from '../features/search/search-typeahead';

// Signed-in only: the bell and its live stream load beside the page, not in a guest's first paint (issue 18).
const NotificationsBell = lazy(async () => ({ default: (await import('./notifications-bell')).NotificationsBell }));

const searchLinkClass =
  'md:hidden grid size-10 place-items-center rounded-full text-on-navbar/85 transition-colors hover:bg-on-navbar/10 hover:text-on-navbar';

/**
 * Heights 64/54/48 px at md/sm/xs (the --mq-navbar-height variable in styles.css). On phones the
 * navbar menu sits behind a menu button, which leaves out what the tab bar (`tabs`) already shows.
 */
export function Navbar({ className = '', tabs = [] }: { className?: string; tabs?: MenuItem[] }) {
  const t = useTrans();
  const { user, settings } = useBootstrap();
  const items = useMenu('navbar');
  const phoneItems = items.filter((item) => !tabs.some((tab) => tab.action === item.action));
  const [location] = useLocation();
  return (
    <header
      data-testid="navbar"
      className={`sticky top-0 z-40 h-navbar border-b border-line/60 bg-navbar/85 text-on-navbar backdrop-blur-xl backdrop-saturate-150 ${className}`}
    >
      <div className="mx-auto flex h-full max-w-[1680px] items-center gap-1 px-3 sm:gap-2 sm:px-4 md:px-8">
        {phoneItems.length > 0 && (
          <div className="md:hidden">
            <DeferredPopup
              popup="menu"
              label={t('Main menu')}
              className="grid size-10 place-items-center rounded-full outline-none hover:bg-on-navbar/10"
              preload={loadMenuDropdown}
              render={(control) => (
                <LazyMenuDropdown items={phoneItems} label={t('Main menu')} placement="bottom start" control={control} />
              )}
            >
              <MenuIconGlyph size={22} aria-hidden />
            </DeferredPopup>
          </div>
        )}
        <Logo to={postLoginRedirect(user)} className="me-1 md:me-6" fluid />
        <nav aria-label={t('Main')} className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <MenuLink
              key={item.id}
              item={item}
              current={isActiveMenuLink(item.action, location)}
              className={`relative rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${isActiveMenuLink(item.action, location) ? 'bg-on-navbar/10 text-on-navbar' : 'text-on-navbar/75 hover:bg-on-navbar/8 hover:text-on-navbar'}`}
            />
          ))}
        </nav>
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
          <SearchTypeahead className="hidden w-64 md:block lg:w-80" />
          <IconLink to={paths.search} label={t('Search')} className={searchLinkClass}>
            <Search size={20} aria-hidden />
          </IconLink>
          {user ? (
            <>
              {settings.notifications?.integrated !== false && (
                <Suspense fallback={<span className="size-10" />}>
                  <NotificationsBell />
                </Suspense>
              )}
              <AvatarMenu user={user} />
            </>
          ) : (
            <GuestAuthLinks
              loginClass={buttonClass('ghost', 'sm', 'h-8 px-2.5 text-xs text-on-navbar hover:bg-on-navbar/10 sm:h-9 sm:px-3.5 sm:text-sm')}
              registerClass={buttonClass('primary', 'sm', 'h-8 px-3 text-xs sm:h-9 sm:px-3.5 sm:text-sm')}
            />
          )}
        </div>
      </div>
    </header>
  );
}
