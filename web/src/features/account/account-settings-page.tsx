import {
  AlertOctagon,
  Code,
  Download,
  FileUp,
  Globe,
  KeyRound,
  Link2,
  type LucideIcon,
  MonitorSmartphone,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { getSetting, useBootstrap } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { hasPermission } from '../../../../src/shared/access';
import { Skeleton } from '../../ui/skeleton';
import { type AccountUser, useAccountUser } from './api';
import { AccountDetailsPanel } from './panels/account-details-panel';
import { DataExportPanel } from './panels/data-export-panel';
import { DataImportPanel } from './panels/data-import-panel';
import { DeleteAccountPanel } from './panels/delete-account-panel';
import { DevelopersPanel } from './panels/developers-panel';
import { LocationLanguagePanel } from './panels/location-language-panel';
import { PasswordPanel } from './panels/password-panel';
import { SessionsPanel } from './panels/sessions-panel';
import { enabledServices, SocialLoginPanel } from './panels/social-login-panel';
import { TwoFactorPanel } from './panels/two-factor-panel';

interface Section {
  id: string;
  label: string;
  icon: LucideIcon;
  render: (user: AccountUser) => ReactNode;
}

// Spec section 2: anchored panels, ids and labels exactly as listed, in this order.
function useSections(): Section[] {
  const { settings, user } = useBootstrap();
  const sections: (Section | false)[] = [
    { id: 'account-details', label: 'Account details', icon: UserRound, render: (u) => <AccountDetailsPanel user={u} /> },
    enabledServices(settings).length > 0 && {
      id: 'social-login',
      label: 'Social login',
      icon: Link2,
      render: (u) => <SocialLoginPanel user={u} />,
    },
    { id: 'password', label: 'Password', icon: KeyRound, render: () => <PasswordPanel /> },
    { id: 'two-factor', label: 'Two factor authentication', icon: ShieldCheck, render: (u) => <TwoFactorPanel user={u} /> },
    { id: 'sessions', label: 'Active sessions', icon: MonitorSmartphone, render: () => <SessionsPanel /> },
    { id: 'location-and-language', label: 'Location and language', icon: Globe, render: (u) => <LocationLanguagePanel user={u} /> },
    settings.api?.integrated !== false &&
      hasPermission(user, 'api.access') && {
        id: 'developers',
        label: 'Developers',
        icon: Code,
        render: (u) => <DevelopersPanel user={u} />,
      },
    getSetting(settings, 'export.enabled') !== false && {
      id: 'your-data',
      label: 'Your data',
      icon: Download,
      render: () => <DataExportPanel />,
    },
    settings.import?.enabled !== false && { id: 'import-data', label: 'Import your data', icon: FileUp, render: () => <DataImportPanel /> },
    { id: 'delete-account', label: 'Delete account', icon: AlertOctagon, render: (u) => <DeleteAccountPanel user={u} /> },
  ];
  return sections.filter((s): s is Section => !!s);
}

function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(history.state, '', `#${id}`);
}

/** Highlights the panel nearest the top of the viewport. */
function useActiveSection(ids: string[], ready: boolean) {
  const [active, setActive] = useState(ids[0]);
  const key = ids.join(',');
  useEffect(() => {
    if (!ready) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: '-15% 0px -70% 0px' },
    );
    for (const id of key.split(',')) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key, ready]);
  return [active, setActive] as const;
}

/** /account-settings (signed-in users only). */
export default function AccountSettingsPage() {
  const t = useTrans();
  const sections = useSections();
  const user = useAccountUser();
  const [active, setActive] = useActiveSection(
    sections.map((s) => s.id),
    !!user.data,
  );

  // Opening /account-settings#sessions lands on that panel once it exists.
  useEffect(() => {
    const id = location.hash.slice(1);
    if (user.data && id) requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the panels first exist
  }, [!!user.data]);

  const go = (id: string) => {
    setActive(id);
    scrollToSection(id);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-20 pt-8 md:px-8 md:pt-12" data-testid="account-settings">
      <header className="mb-6 md:mb-10">
        <h1 className="text-3xl font-bold tracking-tight text-fg md:text-4xl">{t('Account settings')}</h1>
        <p className="mt-2 text-sm text-muted md:text-base">{t('View and update your account details, profile and more.')}</p>
      </header>
      <div className="md:grid md:grid-cols-[220px_minmax(0,1fr)] md:gap-10 lg:grid-cols-[250px_minmax(0,1fr)]">
        <nav
          aria-label={t('Account settings')}
          className="sticky top-navbar z-20 -mx-4 mb-6 border-b border-line bg-background/90 px-4 py-2.5 backdrop-blur md:top-[calc(var(--mq-navbar-height)+1.5rem)] md:mx-0 md:mb-0 md:self-start md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
        >
          <ul className="flex gap-1.5 overflow-x-auto [scrollbar-width:none] md:flex-col md:gap-0.5 md:overflow-visible">
            {sections.map(({ id, label, icon: Icon }) => (
              <li key={id} className="shrink-0">
                <a
                  href={`#${id}`}
                  aria-current={active === id ? 'location' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    go(id);
                  }}
                  className={`flex items-center gap-3 whitespace-nowrap rounded-full px-3.5 py-2 text-sm font-medium transition-colors md:rounded-lg md:py-2.5 ${
                    active === id ? 'bg-primary/12 text-fg md:bg-fg/8' : 'text-muted hover:bg-fg/6 hover:text-fg'
                  } ${id === 'delete-account' ? 'md:mt-3' : ''}`}
                >
                  <Icon size={17} aria-hidden className={`hidden md:block ${active === id ? 'text-primary' : ''}`} />
                  {t(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6 md:gap-8">
          {user.data
            ? sections.map((s) => <div key={s.id}>{s.render(user.data)}</div>)
            : [0, 1, 2].map((i) => <Skeleton key={i} className="h-64 w-full" rounded="rounded-2xl" />)}
        </div>
      </div>
    </div>
  );
}
