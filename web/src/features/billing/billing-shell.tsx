import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';

/** The frame of the billing pages: a heading, an optional back link, stacked cards. */
export function BillingShell({
  title,
  subtitle,
  back,
  children,
}: {
  title: string;
  subtitle?: string;
  back?: boolean;
  children: ReactNode;
}) {
  const t = useTrans();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pb-20 pt-8 md:px-8 md:pt-12" data-testid="billing-page">
      {back && (
        <Link href="/billing" className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg">
          <ArrowLeft size={15} aria-hidden />
          {t('Billing')}
        </Link>
      )}
      <header className="mb-6 md:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-fg md:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-muted md:text-base">{subtitle}</p>}
      </header>
      <div className="flex flex-col gap-6">{children}</div>
    </div>
  );
}

export function Card({ title, icon, testId, children }: { title: string; icon?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm shadow-black/5 sm:p-7"
    >
      <h2 className="mb-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
