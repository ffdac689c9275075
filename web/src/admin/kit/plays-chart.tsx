import { useId, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { labelIndexes, linePath, niceMax } from './chart';

const W = 720;
const H = 220;
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Plays per day as an area chart; hovering or focusing shows a day's count. A table mirrors it for screen readers. */
export function PlaysChart({ days }: { days: { date: string; plays: number }[] }) {
  const t = useTrans();
  const gradient = useId();
  const [hover, setHover] = useState<number | null>(null);
  const values = days.map((d) => d.plays);
  const max = niceMax(Math.max(0, ...values));
  const line = linePath(values, W, H, max);
  const dx = days.length > 1 ? W / (days.length - 1) : 0;
  const active = hover !== null ? days[hover] : null;
  return (
    <figure className="relative">
      <div className="flex items-stretch gap-3">
        <div aria-hidden className="flex flex-col justify-between py-0.5 text-end text-xs tabular-nums text-muted">
          {[max, max / 2, 0].map((v) => (
            <span key={v}>{v.toLocaleString()}</span>
          ))}
        </div>
        <div className="relative min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="block h-56 w-full overflow-visible"
            aria-hidden
            onMouseLeave={() => setHover(null)}
            onMouseMove={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              const i = Math.round(((e.clientX - box.left) / box.width) * (days.length - 1));
              setHover(Math.max(0, Math.min(days.length - 1, i)));
            }}
          >
            <defs>
              <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
                <stop offset="0%" stopColor="rgb(var(--mq-primary))" stopOpacity="0.35" />
                <stop offset="100%" stopColor="rgb(var(--mq-primary))" stopOpacity="0" />
              </linearGradient>
            </defs>
            {[0, 0.5, 1].map((f) => (
              <line
                key={f}
                x1="0"
                x2={W}
                y1={H * f}
                y2={H * f}
                stroke="currentColor"
                className="text-line"
                strokeDasharray={f === 1 ? undefined : '4 4'}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {line && <path d={`${line} L${W},${H} L0,${H} Z`} fill={`url(#${gradient})`} />}
            {line && (
              <path
                d={line}
                fill="none"
                stroke="rgb(var(--mq-primary))"
                strokeWidth="2.5"
                vectorEffect="non-scaling-stroke"
                strokeLinejoin="round"
              />
            )}
            {active && hover !== null && (
              <line
                x1={hover * dx}
                x2={hover * dx}
                y1="0"
                y2={H}
                stroke="currentColor"
                className="text-muted"
                vectorEffect="non-scaling-stroke"
              />
            )}
          </svg>
          {active && hover !== null && (
            <div
              className="pointer-events-none absolute -top-2 z-10 -translate-x-1/2 -translate-y-full rounded-lg border border-line bg-surface px-3 py-1.5 text-xs shadow-lg"
              style={{ left: `${(hover / Math.max(1, days.length - 1)) * 100}%` }}
            >
              <span className="font-semibold">{active.plays.toLocaleString()}</span>{' '}
              <span className="text-muted">
                {t('plays')} · {shortDate(active.date)}
              </span>
            </div>
          )}
          <div aria-hidden className="relative mt-2 h-4 text-xs text-muted">
            {labelIndexes(days.length, days.length <= 8 ? days.length : 6).map((i) => (
              <span
                key={i}
                className="absolute -translate-x-1/2 whitespace-nowrap first:translate-x-0 last:-translate-x-full"
                style={{ left: `${(i / Math.max(1, days.length - 1)) * 100}%` }}
              >
                {shortDate(days[i]!.date)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <DaysTable caption={t('Plays per day')} rows={days.map((d) => [d.date, d.plays])} />
    </figure>
  );
}

/** The numbers of a per-day chart as a table that only screen readers see. */
export function DaysTable({ caption, rows }: { caption: string; rows: [date: string, value: number][] }) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([date, value]) => (
          <tr key={date}>
            <th scope="row">{date}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
