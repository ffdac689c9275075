import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A centred outcome card: the checkout and payment-method done steps, the unsubscribe page. */
export function ResultCard({
  state,
  title,
  message,
  actions,
  icon,
}: {
  state: 'pending' | 'success' | 'error';
  /** Replaces the state's icon (a question before an action, say). */
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16 md:py-24" data-testid="result-card">
      <div className="rounded-3xl border border-line bg-surface px-6 py-10 text-center shadow-xl shadow-black/10 sm:px-10">
        <div className="mx-auto grid size-16 place-items-center">
          {icon ??
            (state === 'pending' ? (
              <Spinner size={36} />
            ) : state === 'success' ? (
              <CheckCircle2 size={56} className="text-positive" aria-hidden />
            ) : (
              <XCircle size={56} className="text-danger" aria-hidden />
            ))}
        </div>
        <h1 className="mt-5 text-balance text-2xl font-bold tracking-tight text-fg">{title}</h1>
        {message && <p className="mt-2 text-pretty text-sm leading-6 text-muted">{message}</p>}
        {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </div>
  );
}
