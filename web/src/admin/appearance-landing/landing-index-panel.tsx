import { ChevronRight, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { useLandingDraft } from './landing-draft';
import { landingSections, PanelShell } from './panel-kit';
import { useLandingPreview } from './preview-sync';

const hints: Record<string, string> = {
  general: 'Headline, subheadline and background image',
  actions: 'The buttons under the headline',
  primary: 'Large image and text rows',
  secondary: 'A grid of icons with short texts',
};

/** Landing page: the four parts of the page, each opening its own panel. */
export default function LandingIndexPanel() {
  const t = useTrans();
  const draft = useLandingDraft();
  useLandingPreview(draft.draft);
  return (
    <PanelShell draft={draft} section="index" testId="landing-index-panel">
      <div className="flex flex-col gap-1 px-4 pt-4">
        <h2 className="text-base font-semibold">{t('Landing page')}</h2>
        <p className="text-xs text-muted">
          {t('Visitors see it at :path. Make it the home page with the homepage setting.', { path: paths.landing })}
        </p>
      </div>
      <ul className="flex flex-col gap-1 px-2">
        {landingSections.map((s) => (
          <li key={s.key}>
            <Link to={s.path} className="flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-fg/6">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium">{t(s.label)}</span>
                <span className="text-xs text-muted">{t(hints[s.key] ?? '')}</span>
              </span>
              <ChevronRight size={16} aria-hidden className="text-muted rtl:rotate-180" />
            </Link>
          </li>
        ))}
      </ul>
      <a
        href={paths.landing}
        target="_blank"
        rel="noreferrer"
        className="mx-4 inline-flex items-center gap-2 self-start text-sm font-medium text-primary hover:underline"
      >
        <ExternalLink size={14} aria-hidden />
        {t('Open the landing page')}
      </a>
    </PanelShell>
  );
}
