import { useLocation } from 'wouter';
import type { MenuItem } from './bootstrap-types';
import { useTrans } from './i18n';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { isActiveMenuLink } from './menu-placement';

/**
 * A sidebar menu (sidebar-primary at the start, sidebar-secondary at the end) beside the page from
 * lg up: a rail of icons over short labels (80 px), icon and label rows from xl (224 px); sticky
 * under the navbar, scrolling on its own when its links do not fit.
 */
export function MenuSidebar({ items, side }: { items: MenuItem[]; side: 'primary' | 'secondary' }) {
  const t = useTrans();
  const [location] = useLocation();
  if (items.length === 0) return null;
  return (
    <aside
      data-testid={`sidebar-${side}`}
      className={`sticky top-navbar hidden h-[calc(100dvh-var(--mq-navbar-height))] w-20 shrink-0 overflow-y-auto border-line/60 lg:block xl:w-56 ${side === 'primary' ? 'border-e' : 'border-s'}`}
    >
      <nav aria-label={side === 'primary' ? t('Sidebar') : t('Secondary sidebar')}>
        <ul className="flex flex-col gap-1 p-2 xl:p-3">
          {items.map((item) => {
            const active = isActiveMenuLink(item.action, location);
            return (
              <li key={item.id}>
                <MenuLink
                  item={item}
                  current={active}
                  className={`flex flex-col items-center gap-1 rounded-lg px-1 py-2.5 text-center text-[11px] font-medium leading-4 transition-colors xl:flex-row xl:gap-3 xl:px-3 xl:py-2 xl:text-start xl:text-sm ${active ? 'bg-primary/12 text-fg' : 'text-muted hover:bg-fg/6 hover:text-fg'}`}
                >
                  <span className={`shrink-0 ${active ? 'text-primary' : ''}`}>
                    <MenuIcon name={item.icon} size={20} />
                  </span>
                  <span className="line-clamp-2 max-w-full xl:line-clamp-1">{t(item.label)}</span>
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
