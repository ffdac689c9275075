import { AlertCircle, ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import type { LandingDraft } from './landing-draft';

/** Which panel edits each part of the config (to point at errors outside the open panel). */
export const landingSections = [
  { key: 'general', fields: ['headline', 'subheadline', 'background_image'], path: paths.appearanceLandingGeneral, label: 'General' },
  { key: 'actions', fields: ['actions'], path: paths.appearanceLandingActions, label: 'Action buttons' },
  { key: 'primary', fields: ['primary_features'], path: paths.appearanceLandingPrimary, label: 'Primary features' },
  { key: 'secondary', fields: ['secondary_features'], path: paths.appearanceLandingSecondary, label: 'Secondary features' },
] as const;

export function PanelHeader({ title, description }: { title: string; description?: string }) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-1 px-4 pt-4">
      <div className="flex items-center gap-1">
        <Link to={paths.appearanceLanding} aria-label={t('Back to landing page sections')} className="-ms-2 grid size-8 place-items-center rounded-full text-muted hover:bg-fg/8 hover:text-fg">
          <ArrowLeft size={16} aria-hidden />
        </Link>
        <h2 className="text-base font-semibold">{t(title)}</h2>
      </div>
      {description && <p className="text-xs text-muted">{t(description)}</p>}
    </div>
  );
}

/** The panel body with a save bar that stays at the bottom of the scrolling panel. */
export function PanelShell({ draft, section, children, testId }: { draft: LandingDraft; section: string; children: ReactNode; testId: string }) {
  const t = useTrans();
  const elsewhere = landingSections.filter(
    (s) => s.key !== section && Object.keys(draft.errors).some((k) => s.fields.some((f) => k === f || k.startsWith(`${f}.`))),
  );
  return (
    <form
      data-testid={testId}
      noValidate
      className="flex min-h-full flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        void draft.save();
      }}
    >
      <div className="flex flex-1 flex-col gap-5 pb-6">{children}</div>
      <div className="sticky bottom-0 z-10 flex flex-col gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">
        {elsewhere.length > 0 && (
          <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-danger" role="alert">
            <AlertCircle size={14} aria-hidden />
            {t('Fix the errors in:')}
            {elsewhere.map((s) => (
              <Link key={s.key} to={s.path} className="underline underline-offset-2">
                {t(s.label)}
              </Link>
            ))}
          </p>
        )}
        <div className="flex items-center gap-2">
          <span className="me-auto text-xs text-muted" data-testid="landing-draft-state">
            {draft.dirty ? t('Unsaved changes') : t('All changes saved')}
          </span>
          {draft.dirty && (
            <Button variant="ghost" size="sm" onClick={draft.discard} disabled={draft.saving}>
              {t('Discard')}
            </Button>
          )}
          <Button type="submit" size="sm" loading={draft.saving} disabled={!draft.dirty}>
            {t('Save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A list-level error (e.g. too many items), shown above the list. */
export function ListError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="mx-4 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-xs font-medium text-danger" role="alert">
      {message}
    </p>
  );
}
