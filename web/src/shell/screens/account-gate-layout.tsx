import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/button';
import { logout } from '../auth-actions';
import { useTrans } from '../i18n';
import { Logo } from '../logo';

/** The frame of the verify and suspended screens: logout button, logo, a centred card. */
export function AccountGateLayout({ children }: { children: ReactNode }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      <div aria-hidden className="scrim-hero absolute inset-0 -z-10" />
      <div className="flex justify-end p-4">
        <Button variant="ghost" size="sm" onClick={() => logout(navigate)}>
          <LogOut size={16} aria-hidden />
          {t('Logout')}
        </Button>
      </div>
      <main className="flex flex-1 flex-col items-center px-4 pb-16 pt-4 sm:pt-12">
        <Logo className="mb-10" />
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface/90 p-6 shadow-2xl shadow-black/20 backdrop-blur sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
