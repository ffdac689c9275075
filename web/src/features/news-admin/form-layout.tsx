import type { ReactNode } from 'react';
import { useTrans } from '../../shell/i18n';

/** A titled card of form fields (news and custom page editors). */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-label={title}>
      <h2 className="text-base font-semibold tracking-tight">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      <div className="mt-4 grid gap-5">{children}</div>
    </section>
  );
}

/** The save bar that stays at the bottom of the screen while the form scrolls. */
export function StickyActions({ dirty, existing, children }: { dirty: boolean; existing: boolean; children: ReactNode }) {
  const t = useTrans();
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
      <p className="me-auto hidden text-sm text-muted sm:block">{dirty ? t('You have unsaved changes') : existing ? t('No changes yet') : ''}</p>
      {children}
    </div>
  );
}
