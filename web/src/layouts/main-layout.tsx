import type { ReactNode } from 'react';
import { Footer } from '../shell/footer';
import { MenuSidebar } from '../shell/menu-sidebar';
import { MobileTabBar } from '../shell/mobile-tab-bar';
import { Navbar } from '../shell/navbar';
import { useMenu } from '../shell/permissions';

// --mq-rails: the width the sidebars take from the viewport (80 px rails at lg, 224 px from xl),
// for full-bleed pieces that line up with the page frame by viewport width (the hero slider).
const railsWidth = ['', 'lg:[--mq-rails:80px] xl:[--mq-rails:224px]', 'lg:[--mq-rails:160px] xl:[--mq-rails:448px]'];

/**
 * Public and account pages: navbar, the page between the sidebar menus (from lg, when a menu is
 * assigned there), footer, and the tab bar on phones. `rails={false}` (the watch page) leaves out
 * the sidebars and the tab bar so the player has the width and the phone screen to itself.
 */
export function MainLayout({ children, rails = true }: { children: ReactNode; rails?: boolean }) {
  const primary = useMenu('sidebar-primary');
  const secondary = useMenu('sidebar-secondary');
  const tabs = useMenu('mobile-bottom');
  const sidebars = rails ? [primary, secondary].filter((items) => items.length > 0).length : 0;
  return (
    <div className="flex min-h-dvh flex-col pb-[var(--mq-bottom-bar)]">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        Skip to content
      </a>
      <Navbar tabs={rails ? tabs : []} />
      <div className={`flex flex-1 ${railsWidth[sidebars]}`}>
        {rails && <MenuSidebar items={primary} side="primary" />}
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        {rails && <MenuSidebar items={secondary} side="secondary" />}
      </div>
      <Footer />
      {rails && <MobileTabBar items={tabs} />}
    </div>
  );
}

/** The watch page: the main layout without sidebars or tab bar. */
export const PlayerLayout = ({ children }: { children: ReactNode }) => <MainLayout rails={false}>{children}</MainLayout>;
