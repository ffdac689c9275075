import { Repeat, TrendingDown, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '../../shell/i18n';
import { Skeleton } from '../../ui/skeleton';
import { formatMoney } from '../../features/billing/format';
import { useRevenue } from './api';

/** MRR, active subscribers, churn and revenue collected over the last 30 days. */
export function RevenuePanel() {
  const t = useTrans();
  const report = useRevenue();
  if (report.isPending) {
    return (
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 w-full" rounded="rounded-2xl" />
        ))}
      </div>
    );
  }
  if (report.isError) return null;
  const r = report.data;
  const money = (list: { currency: string; amount: number }[]) =>
    list.length ? list.map((m) => formatMoney(m.amount, m.currency)).join(' + ') : formatMoney(0, 'USD');
  const churn = t(':churned of :total ended', { churned: r.churn.churned, total: r.churn.subscribers_at_start });
  const stats = [
    { id: 'mrr', icon: <Repeat />, label: t('MRR'), value: money(r.mrr), hint: t('Renewing plans, per month') },
    { id: 'active', icon: <Users />, label: t('Active subscribers'), value: String(r.active_subscribers), hint: t('Can watch now') },
    { id: 'churn', icon: <TrendingDown />, label: t('Churn (30 days)'), value: `${r.churn.rate}%`, hint: churn },
    { id: 'collected', icon: <Wallet />, label: t('Collected (30 days)'), value: money(r.revenue), hint: t('Paid invoices') },
  ];
  return (
    <section aria-label={t('Revenue')} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="revenue-panel">
      {stats.map(({ id, ...stat }) => (
        <Stat key={id} {...stat} testId={`revenue-${id}`} />
      ))}
    </section>
  );
}

function Stat({ icon, label, value, hint, testId }: { icon: ReactNode; label: string; value: string; hint: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-line bg-surface p-4" data-testid={testId}>
      <p className="flex items-center gap-2 text-xs font-medium text-muted [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-primary">
        {icon}
        <span className="truncate">{label}</span>
      </p>
      <p className="mt-2 truncate text-xl font-bold tabular-nums tracking-tight sm:text-2xl">{value}</p>
      <p className="mt-0.5 truncate text-xs text-muted">{hint}</p>
    </div>
  );
}
