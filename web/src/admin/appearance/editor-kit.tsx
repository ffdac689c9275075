import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { TextArea } from '../../ui/field';
import { DraftForm } from '../appearance-kit/draft-form';
import { PanelHeader } from '../appearance-kit/panel-header';
import { LoadError, PanelSkeleton } from '../appearance-kit/panel-states';
import type { AppearanceDraft } from './editor-draft';

/** Which panel edits each setting (to point at errors outside the open panel); key = a panel's `section`. */
const sections = [
  { key: 'branding.', fields: ['branding'], path: paths.appearanceGeneral, label: 'General' },
  { key: 'seo.', fields: ['seo'], path: paths.appearanceSeo, label: 'SEO' },
  { key: 'custom_code.', fields: ['custom_code'], path: paths.appearanceCustomCode, label: 'Custom code' },
  { key: 'menus', fields: ['menus'], path: paths.appearanceMenus, label: 'Menus' },
];

/** A panel's header; title and description come translated. */
export function EditorHeader({
  title,
  description,
  back = paths.appearance,
  backLabel = 'Back to sections',
}: {
  title: string;
  description?: string;
  back?: string;
  backLabel?: string;
}) {
  return <PanelHeader back={back} backLabel={backLabel} title={title} description={description} />;
}

/** The panel body with a save bar that stays at the bottom of the scrolling panel. */
export function EditorShell({
  draft,
  section,
  children,
  testId,
}: {
  draft: AppearanceDraft;
  section: string;
  children: ReactNode;
  testId: string;
}) {
  const t = useTrans();
  if (draft.query.isPending) return <PanelSkeleton />;
  if (draft.query.isError)
    return <LoadError message={t('The appearance settings could not be loaded.')} onRetry={() => void draft.query.refetch()} />;
  return (
    // on a phone the panel is short: the bar shows only once there is something to save
    <DraftForm draft={draft} testId={testId} stateTestId="appearance-draft-state" sections={sections} section={section} compactOnPhone>
      {children}
    </DraftForm>
  );
}

const INDENT = '  ';

/**
 * A monospace code box where Tab indents (two spaces) instead of leaving the field; Escape then
 * Tab moves on, so keyboard users are never trapped.
 */
export function CodeArea({
  label,
  value,
  onChange,
  error,
  description,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  description?: string;
  testId: string;
}) {
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
