import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DeferredPopup } from '../ui/deferred-popup';
import type { MenuItem } from './bootstrap-types';
import { useTrans } from './i18n';
import { LazyMenuDropdown, loadMenuDropdown } from './lazy-menus';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { isActiveMenuLink, tabBarSlots } from './menu-placement';

const tabClass = 'flex h-full w-full flex-col items-center justify-center gap-0.5 px-0.5 outline-none transition-colors';
const tabState = (active: boolean) => (active ? 'text-on-navbar' : 'text-on-navbar/65 hover:text-on-navbar');

function TabFace({ icon, label, active }: { icon: ReactNode; label: string; active: boolean }) {
  return (
    <>
      <span
        className={`grid h-7 w-14 place-items-center rounded-full transition-colors duration-150 ${active ? 'bg-primary/18 text-primary' : ''}`}
      >
        {icon}
      </span>
      <span className={`max-w-full truncate text-[11px] leading-4 ${active ? 'font-semibold' : 'font-medium'}`}>{label}</span>
    </>
  );
}

/**
 * The phone's tab bar (the mobile-bottom menu): fixed to the bottom above the home indicator,
 * hidden from md up. Its height is --mq-bottom-bar (styles.css), which the layout, the cookie
 * notice and the toasts keep clear of.
 */
export function MobileTabBar({ items }: { items: MenuItem[] }) {
  const t = useTrans();
  const [location] = useLocation();
  if (items.length === 0) return null;
  const { tabs, more } = tabBarSlots(items);
  const moreActive = more.some((item) => isActiveMenuLink(item.action, location));
  return (
    <nav
      aria-label={t('Tab bar')}
      data-testid="mobile-tab-bar"
      data-mobile-tab-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line/60 bg-navbar/92 pb-[env(safe-area-inset-bottom)] text-on-navbar backdrop-blur-xl backdrop-saturate-150 md:hidden"
    >
      <ul className="mx-auto flex h-14 max-w-xl items-stretch">
        {tabs.map((item) => {
          const active = isActiveMenuLink(item.action, location);
          return (
            <li key={item.id} className="min-w-0 flex-1">
              <MenuLink item={item} current={active} className={`${tabClass} ${tabState(active)}`}>
                <TabFace icon={<MenuIcon name={item.icon} size={21} />} label={t(item.label)} active={active} />
              </MenuLink>
            </li>
          );
        })}
        {more.length > 0 && (
          <li className="min-w-0 flex-1">
            <DeferredPopup
              popup="menu"
              label={t('More')}
              className={`${tabClass} ${tabState(moreActive)}`}
              preload={loadMenuDropdown}
              render={(control) => <LazyMenuDropdown items={more} label={t('More')} placement="top end" control={control} />}
            >
              <TabFace icon={<Ellipsis size={21} aria-hidden />} label={t('More')} active={moreActive} />
            </DeferredPopup>
          </li>
        )}
      </ul>
    </nav>
  );
}
