import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

interface PanelProps {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons shown in the panel's footer bar. */
  actions?: ReactNode;
  /** Instead of actions: the footer's one submit button, for the form with this id. */
  submit?: { form: string; label: string; loading: boolean; disabled?: boolean };
  tone?: 'default' | 'danger';
}

/** One anchored panel of the account settings page (the side menu scrolls to its id). */
export function Panel({ id, title, description, children, actions, submit, tone = 'default' }: PanelProps) {
  if (submit)
    actions = (
      <Button type="submit" form={submit.form} loading={submit.loading} disabled={submit.disabled}>
        {submit.label}
      </Button>
    );
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-testid={`panel-${id}`}
      className={`scroll-mt-[calc(var(--mq-navbar-height)+5rem)] overflow-hidden rounded-2xl border bg-surface shadow-sm shadow-black/5 md:scroll-mt-[calc(var(--mq-navbar-height)+1.5rem)] ${tone === 'danger' ? 'border-danger/40' : 'border-line'}`}
    >
      <div className="px-5 py-5 sm:px-7 sm:py-6">
        <h2 id={`${id}-title`} className={`text-lg font-semibold tracking-tight ${tone === 'danger' ? 'text-danger' : 'text-fg'}`}>
          {title}
        </h2>
        {description && <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{description}</p>}
        <div className="mt-5">{children}</div>
      </div>
      {actions && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line bg-raised/30 px-5 py-3.5 sm:px-7">{actions}</div>
      )}
    </section>
  );
}
