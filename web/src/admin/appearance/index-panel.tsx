import { ChevronRight, Code, LayoutTemplate, Menu, Palette, Search, Settings2 } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';

const entries = [
  { to: paths.appearanceGeneral, icon: Settings2, label: 'General', text: 'Site name, logos and favicon.' },
  { to: paths.appearanceSeo, icon: Search, label: 'SEO', text: 'Page titles and descriptions for search engines and link previews.' },
  { to: paths.appearanceCustomCode, icon: Code, label: 'Custom code', text: 'Your own CSS, and HTML or JavaScript added to every page.' },
  { to: paths.appearanceThemes, icon: Palette, label: 'Themes', text: 'Colours, font and corner radius of light and dark themes.' },
  { to: paths.appearanceMenus, icon: Menu, label: 'Menus', text: 'Links in the navbar, footer, user menu and sidebars.' },
  {
    to: paths.appearanceLanding,
    icon: LayoutTemplate,
    label: 'Landing page',
    text: 'Headline, action buttons and features of the landing page.',
  },
];

/** The editor's start: every section with what it changes. */
export default function AppearanceIndexPanel() {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-3 p-4" data-testid="appearance-index">
      <p className="text-xs text-muted">{t('Pick a section to change how the site looks. Changes show in the preview before you save.')}</p>
      <ul className="flex flex-col gap-2">
        {entries.map(({ to, icon: Icon, label, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-xl border border-line bg-background/50 p-3 hover:border-fg/25 hover:bg-fg/5"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/12 text-primary">
                <Icon size={18} aria-hidden />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold">{t(label)}</span>
                <span className="text-xs text-muted">{t(text)}</span>
              </span>
              <ChevronRight size={16} aria-hidden className="shrink-0 text-muted rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
