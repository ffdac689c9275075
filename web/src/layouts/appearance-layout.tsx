import { ArrowLeft, Monitor, Smartphone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../paths';
import { APPEARANCE_PREVIEW_FRAME_ID } from '../shell/auth-actions';
import { AvatarMenu } from '../shell/avatar-menu';
import { useCurrentUser } from '../shell/bootstrap';
import { useTrans } from '../shell/i18n';
import { IconLink } from '../ui/button';

const sections: [string, string][] = [
  [paths.appearanceGeneral, 'General'],
  [paths.appearanceSeo, 'SEO'],
  [paths.appearanceCustomCode, 'Custom code'],
  [paths.appearanceThemes, 'Themes'],
  [paths.appearanceMenus, 'Menus'],
  [paths.appearanceLanding, 'Landing page'],
];

const backLinkClass = 'grid size-9 place-items-center rounded-full text-muted hover:bg-fg/8 hover:text-fg';

type PreviewWidth = 'desktop' | 'phone';
const previewWidths: [PreviewWidth, string, typeof Monitor][] = [
  ['desktop', 'Desktop', Monitor],
  ['phone', 'Phone', Smartphone],
];

/** Shows the preview at the editor's width or at a phone's (390 px), where the phone's tab bar and menu button show. */
function PreviewWidthPicker({ value, onChange }: { value: PreviewWidth; onChange: (width: PreviewWidth) => void }) {
  const t = useTrans();
  return (
    <div role="group" aria-label={t('Preview width')} className="hidden items-center justify-center gap-1 md:flex">
      {previewWidths.map(([width, label, Icon]) => (
        <button
          key={width}
          type="button"
          aria-pressed={value === width}
          onClick={() => onChange(width)}
          className={`inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors ${value === width ? 'bg-primary text-on-primary' : 'bg-fg/8 text-muted hover:text-fg'}`}
        >
          <Icon size={14} aria-hidden />
          {t(label)}
        </button>
      ))}
    </div>
  );
}

/** The appearance editor: a section panel beside a live preview of the site. */
export function AppearanceLayout({ children }: { children: ReactNode }) {
  const t = useTrans();
  const user = useCurrentUser();
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  return (
    <div className="flex h-dvh flex-col md:flex-row">
      <aside className="flex max-h-[45dvh] flex-col border-b border-line bg-surface md:max-h-none md:w-80 md:shrink-0 md:border-e md:border-b-0">
        <div className="flex items-center gap-2 border-b border-line px-3 py-3">
          <IconLink to={paths.admin} label={t('Back to admin')} className={backLinkClass}>
            <ArrowLeft size={18} aria-hidden />
          </IconLink>
          <h1 className="me-auto text-base font-semibold">{t('Appearance')}</h1>
          {user && <AvatarMenu user={user} />}
        </div>
        <nav aria-label={t('Appearance sections')} className="border-b border-line p-2">
          <ul className="grid grid-cols-2 gap-1 md:grid-cols-1">
            {sections.map(([to, label]) => (
              <li key={to}>
                <Link
                  to={to}
                  className={(active) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium ${active ? 'bg-primary/12 text-fg' : 'text-muted hover:bg-fg/6 hover:text-fg'}`
                  }
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </aside>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-3 bg-background p-2 md:p-4">
        <PreviewWidthPicker value={width} onChange={setWidth} />
        <iframe
          id={APPEARANCE_PREVIEW_FRAME_ID}
          title={t('Preview')}
          src="/"
          data-preview-width={width}
          className={`mx-auto h-full min-h-0 w-full flex-1 border border-line bg-background shadow-2xl shadow-black/30 ${width === 'phone' ? 'max-w-[390px] rounded-[1.75rem]' : 'rounded-xl'}`}
        />
      </div>
    </div>
  );
}
