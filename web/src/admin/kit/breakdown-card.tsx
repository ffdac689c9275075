import type { ReactNode } from 'react';
import { useTrans } from '../../shell/i18n';

/** One slice of a plays or visitors breakdown (a device, a country...). */
export interface Breakdown {
  label: string | null;
  plays: number;
}

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;

/** Country codes read as names ('DE' → 'Germany'); anything else as it is. */
export function countryName(code: string) {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** One dimension of plays (devices, browsers...): label, share bar, count, most played first. */
export function BreakdownCard({
  title,
  icon,
  rows,
  format = (s) => s,
}: {
  title: string;
  icon: ReactNode;
  rows: Breakdown[];
  format?: (label: string) => string;
}) {
  const t = useTrans();
  const total = rows.reduce((s, r) => s + r.plays, 0);
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-sm font-semibold">
        <span className="text-muted [&>svg]:size-4">{icon}</span>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('No plays in this period.')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.slice(0, 8).map((r) => {
            const share = total ? r.plays / total : 0;
            return (
              <li key={r.label ?? ''} className="text-sm">
                <div className="mb-1 flex items-baseline gap-2">
                  <span className="me-auto truncate">{r.label ? format(r.label) : t('Unknown')}</span>
                  <span className="tabular-nums font-medium">{r.plays.toLocaleString()}</span>
                  <span className="w-10 text-end text-xs tabular-nums text-muted">{Math.round(share * 100)}%</span>
                </div>
                <div className="h-1.5 overflow-hidden rounded-full bg-fg/8">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(2, share * 100)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
