import { TabLinks, tabLabel } from '../kit/editor-shell';
import { useTrans } from '../../shell/i18n';

const labels: Record<string, string> = { gdpr: 'GDPR', recaptcha: 'reCAPTCHA', websockets: 'WebSockets' };

/**
 * The settings tabs: a column beside the form on wide screens, a sideways-scrolling strip on
 * phones. Plain links (one URL per tab); the leave guard asks first when a tab has unsaved edits.
 */
export function SettingsTabs({ tabs, active, href }: { tabs: readonly string[]; active: string; href: (tab: string) => string }) {
  const t = useTrans();
  return (
    <nav
      aria-label={t('Settings sections')}
      className="-mx-4 mb-6 flex gap-1 overflow-x-auto border-b border-line px-4 lg:sticky lg:top-[calc(var(--mq-navbar-height)+1rem)] lg:mx-0 lg:mb-0 lg:flex-col lg:gap-0.5 lg:self-start lg:overflow-visible lg:border-b-0 lg:px-0"
    >
      <TabLinks
        tabs={tabs}
        active={active}
        href={href}
        className={(on) =>
          `shrink-0 border-b-2 px-2 pb-3 pt-1 text-sm font-medium transition-colors lg:rounded-theme lg:border-b-0 lg:px-3 lg:py-2 ${
            on ? 'border-primary text-fg lg:bg-fg/8' : 'border-transparent text-muted hover:text-fg lg:hover:bg-fg/5'
          }`
        }
        label={(name) => t(labels[name] ?? tabLabel(name))}
      />
    </nav>
  );
}
