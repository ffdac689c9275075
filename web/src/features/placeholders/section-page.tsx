import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { EmptyState } from '../../ui/empty-state';
import { scrollIntoViewIfActive } from '../../ui/scroll-into-view';

export interface SectionSpec {
  title: string;
  message?: string;
  icon?: ReactNode;
  /** Tabs of a tabbed screen; the :tab param selects one, the first is the default. */
  tabs?: readonly string[];
}

const tabLabel = (tab: string) => tab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The honest state of a screen whose content has not been built yet: its heading, tabs and a
 * designed empty state. Replace the route's page in web/src/routes/<area>.tsx with the real one.
 */
export function SectionPage({ spec, variant }: { spec: SectionSpec; variant: 'main' | 'admin' | 'auth' | 'panel' }) {
  const t = useTrans();
  const params = useParams<{ tab?: string }>();
  const message = t(spec.message ?? 'There is nothing in this section yet.');
  const activeTab = spec.tabs ? (params.tab ?? spec.tabs[0]) : undefined;
  const [location] = useLocation();
  const base = (params.tab ? location.slice(0, location.lastIndexOf('/')) : location).replace(/\/$/, '');
  if (variant === 'auth' || variant === 'panel') {
    return (
      <div className={variant === 'panel' ? 'p-5' : ''}>
        <h1 className={variant === 'panel' ? 'text-base font-semibold' : 'text-2xl font-bold tracking-tight'}>{t(spec.title)}</h1>
        <p className="mt-2 text-sm leading-6 text-muted">{message}</p>
      </div>
    );
  }
  const tabBar = spec.tabs && (
    <nav aria-label={t(spec.title)} className="mb-6 flex gap-1 overflow-x-auto border-b border-line">
      {spec.tabs.map((tab) => (
        <Link
          key={tab}
          ref={scrollIntoViewIfActive(tab === activeTab)}
          to={`${base}/${tab}`}
          aria-current={tab === activeTab ? 'page' : undefined}
          className={`shrink-0 border-b-2 px-3 pb-3 pt-1 text-sm font-medium transition-colors ${tab === activeTab ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}
        >
          {t(tabLabel(tab))}
        </Link>
      ))}
    </nav>
  );
  if (variant === 'admin') {
    return (
      <div>
        <h1 className="mb-6 text-2xl font-bold tracking-tight">{t(spec.title)}</h1>
        {tabBar}
        <div className="rounded-2xl border border-dashed border-line bg-surface/50">
          <EmptyState icon={spec.icon ?? <Inbox />} title={t('Nothing here yet')} message={message} />
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-[1680px] px-4 py-10 md:px-8 md:py-14">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t(spec.title)}</h1>
      {tabBar && <div className="mt-6">{tabBar}</div>}
      <div className="mt-8 rounded-2xl border border-dashed border-line bg-surface/40">
        <EmptyState icon={spec.icon ?? <Inbox />} title={t('Nothing here yet')} message={message} />
      </div>
    </div>
  );
}
