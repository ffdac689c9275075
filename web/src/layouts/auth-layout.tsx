import type { ReactNode } from 'react';
import { useSiteName } from '../shell/bootstrap';
import { Logo } from '../shell/logo';
import { MenuLink } from '../shell/menu-link';
import { useMenu } from '../shell/permissions';

/** Login, register and password pages: logo, a card, footer with site name and the footer menu. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const siteName = useSiteName();
  const items = useMenu('footer');
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <div aria-hidden className="scrim-hero absolute inset-0 -z-10" />
      <main id="main" className="flex flex-1 flex-col items-center px-4 pb-10 pt-10 sm:pt-16">
        <Logo className="mb-8" />
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface/90 p-6 shadow-2xl shadow-black/20 backdrop-blur sm:p-8">
          {children}
        </div>
      </main>
      <footer className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 px-4 pb-8 text-xs text-muted">
        <span>
          © {new Date().getFullYear()} {siteName}
        </span>
        {items.map((item) => (
          <MenuLink key={item.id} item={item} className="hover:text-fg" />
        ))}
      </footer>
    </div>
  );
}
