import { useTrans } from '../../shell/i18n';
import { DaysTable } from '../kit/plays-chart';

/** Unique visitors per day as thin bars (the views chart above shares its days); a table mirrors it for screen readers. */
export function VisitorsBars({ days }: { days: { date: string; visitors: number }[] }) {
  const t = useTrans();
  const max = Math.max(1, ...days.map((d) => d.visitors));
  return (
    <figure>
      <div aria-hidden className="flex h-20 items-end gap-px">
        {days.map((d) => (
          <div
            key={d.date}
            title={`${d.date}: ${d.visitors}`}
            className="min-w-0 flex-1 rounded-t-sm bg-primary/70"
            style={{ height: `${d.visitors ? Math.max(4, (d.visitors / max) * 100) : 1}%` }}
          />
        ))}
      </div>
      <DaysTable caption={t('Unique visitors per day')} rows={days.map((d) => [d.date, d.visitors])} />
    </figure>
  );
}
