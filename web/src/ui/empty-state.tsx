import type { ReactNode } from 'react';

/** The designed "nothing here" block: an illustration-like icon, a heading, one sentence, actions. */
export function EmptyState({
  icon,
  title,
  message,
  actions,
  className = '',
}: {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center px-6 py-16 text-center ${className}`}>
      {icon && (
        <div className="mb-5 grid size-16 place-items-center rounded-2xl border border-line bg-gradient-to-b from-raised to-surface text-primary shadow-lg shadow-black/10 [&>svg]:size-7">
          {icon}
        </div>
      )}
      <h2 className="text-balance text-xl font-semibold tracking-tight text-fg">{title}</h2>
      {message && <p className="mt-2 max-w-md text-pretty text-sm leading-6 text-muted">{message}</p>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
