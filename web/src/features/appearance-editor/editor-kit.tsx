import { AlertCircle, ArrowLeft } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import type { AppearanceDraft } from './editor-draft';

/** Which panel edits each setting (to point at errors outside the open panel). */
const sections = [
  { prefix: 'branding.', path: paths.appearanceGeneral, label: 'General' },
  { prefix: 'seo.', path: paths.appearanceSeo, label: 'SEO' },
  { prefix: 'custom_code.', path: paths.appearanceCustomCode, label: 'Custom code' },
  { prefix: 'menus', path: paths.appearanceMenus, label: 'Menus' },
];

export function EditorHeader({ title, description, back = paths.appearance, backLabel = 'Back to sections' }: { title: string; description?: string; back?: string; backLabel?: string }) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-1 px-4 pt-4">
      <div className="flex min-w-0 items-center gap-1">
        <Link to={back} aria-label={t(backLabel)} className="-ms-2 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-fg/8 hover:text-fg">
          <ArrowLeft size={16} aria-hidden />
        </Link>
        <h2 className="truncate text-base font-semibold">{title}</h2>
      </div>
      {description && <p className="text-xs text-muted">{description}</p>}
    </div>
  );
}

/** The panel body with a save bar that stays at the bottom of the scrolling panel. */
export function EditorShell({ draft, section, children, testId }: { draft: AppearanceDraft; section: string; children: ReactNode; testId: string }) {
  const t = useTrans();
  const elsewhere = sections.filter((s) => s.prefix !== section && Object.keys(draft.errors).some((k) => k.startsWith(s.prefix)));
  if (draft.query.isPending) {
    return (
      <div className="flex flex-col gap-4 p-4" aria-busy="true">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (draft.query.isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-4" role="alert">
        <p className="text-sm text-danger">{t('The appearance settings could not be loaded.')}</p>
        <Button size="sm" variant="outline" onClick={() => void draft.query.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
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
      {/* on a phone the panel is short: the bar shows only once there is something to save */}
      <div className={`sticky bottom-0 z-10 flex-col gap-2 border-t border-line bg-surface/95 px-4 py-2 backdrop-blur md:flex md:py-3 ${draft.dirty || elsewhere.length ? 'flex' : 'hidden'}`}>
        {elsewhere.length > 0 && (
          <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-danger" role="alert">
            <AlertCircle size={14} aria-hidden />
            {t('Fix the errors in:')}
            {elsewhere.map((s) => (
              <Link key={s.path} to={s.path} className="underline underline-offset-2">
                {t(s.label)}
              </Link>
            ))}
          </p>
        )}
        <div className="flex items-center gap-2">
          <span className="me-auto text-xs text-muted" data-testid="appearance-draft-state">
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

/** A message for a whole list or setting (not one field), shown above it. */
export function BlockError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="mx-4 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-xs font-medium text-danger" role="alert">
      {message}
    </p>
  );
}

const INDENT = '  ';

/**
 * A monospace code box where Tab indents (two spaces) instead of leaving the field; Escape then
 * Tab moves on, so keyboard users are never trapped.
 */
export function CodeArea({ label, value, onChange, error, description, testId }: { label: string; value: string; onChange: (v: string) => void; error?: string; description?: string; testId: string }) {
  const escaped = useRef(false);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') {
      escaped.current = true;
      return;
    }
    if (e.key !== 'Tab' || escaped.current || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) {
      escaped.current = false;
      return;
    }
    e.preventDefault();
    const el = e.currentTarget;
    const { selectionStart: start, selectionEnd: end } = el;
    const next = value.slice(0, start) + INDENT + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => el.setSelectionRange(start + INDENT.length, start + INDENT.length));
  };
  return (
    <TextArea
      label={label}
      value={value}
      rows={14}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      description={description}
      error={error}
      data-testid={testId}
      className="font-mono text-xs leading-relaxed [tab-size:2]"
      onKeyDown={onKeyDown}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
