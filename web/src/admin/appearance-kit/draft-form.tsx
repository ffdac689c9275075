import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { type PanelSection, sectionsWithErrors } from './panel-sections';

/** What the save bar needs of a panel's draft (the landing, appearance and theme drafts all have it). */
export interface SavableDraft {
  dirty: boolean;
  saving: boolean;
  discard: () => void;
  save: () => unknown;
  errors?: Record<string, string>;
}

/**
 * A panel's form: the body, then a save bar that stays at the bottom of the scrolling panel
 * (state, discard, save, and links to the `sections` other than `section` whose fields have errors).
 * `stateTestId` names the state text; with `compactOnPhone` the bar shows on a phone only once there
 * is something to save.
 */
export function DraftForm({
  draft,
  testId,
  stateTestId,
  sections = [],
  section = '',
  compactOnPhone = false,
  bodyClassName = 'gap-5',
  children,
}: {
  draft: SavableDraft;
  testId: string;
  stateTestId: string;
  sections?: readonly PanelSection[];
  section?: string;
  compactOnPhone?: boolean;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const t = useTrans();
  const elsewhere = sectionsWithErrors(sections, section, draft.errors ?? {});
  const bar = compactOnPhone ? `py-2 md:flex md:py-3 ${draft.dirty || elsewhere.length ? 'flex' : 'hidden'}` : 'flex py-3';
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
      <div className={`flex flex-1 flex-col pb-6 ${bodyClassName}`}>{children}</div>
      <div className={`sticky bottom-0 z-10 flex-col gap-2 border-t border-line bg-surface/95 px-4 backdrop-blur ${bar}`}>
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
          <span className="me-auto text-xs text-muted" data-testid={stateTestId}>
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
