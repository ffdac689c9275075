import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTrans } from '../shell/i18n';
import { MenuIcon } from '../shell/menu-icon';
import { Navbar } from '../shell/navbar';
import { useMenu } from '../shell/permissions';
import { scrollIntoViewIfActive } from '../ui/scroll-into-view';

/** The admin area: navbar, the admin-sidebar menu (a scrolling strip on small screens), the page. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useTrans();
  const items = useMenu('admin-sidebar');
  const [location] = useLocation();
  const active = (to: string | null) =>
    !!to && (to === '/admin' ? location === '/admin' : location === to || location.startsWith(`${to}/`));
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <div className="mx-auto flex w-full max-w-[1680px] flex-1 flex-col md:flex-row">
        <nav
          aria-label={t('Admin')}
          className="sticky top-navbar z-30 border-b border-line bg-background/95 backdrop-blur md:h-[calc(100dvh-var(--mq-navbar-height))] md:w-60 md:shrink-0 md:border-e md:border-b-0 md:bg-transparent"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-y-auto md:p-3">
            {items.map((item) => (
              <li key={item.id} className="shrink-0">
                <Link
                  ref={scrollIntoViewIfActive(active(item.action))}
                  to={item.action ?? '/admin'}
                  aria-current={active(item.action) ? 'page' : undefined}
                  className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${active(item.action) ? 'bg-primary/12 text-fg' : 'text-muted hover:bg-fg/6 hover:text-fg'}`}
                >
                  <span className={active(item.action) ? 'text-primary' : ''}>
                    <MenuIcon name={item.icon} size={18} />
                  </span>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
