import { Globe, Laptop, MonitorSmartphone, Users } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { BreakdownCard, countryName } from '../kit/breakdown-card';
import { PlaysChart } from '../kit/plays-chart';
import { RangePicker, ReportBody, useReportRange } from '../kit/report-range';
import { type VisitorBreakdown, type VisitorsReport, useVisitorsReport } from './api';
import { VisitorsBars } from './visitors-bars';

// BreakdownCard counts "plays"; here each row counts distinct visitors.
const asRows = (rows: VisitorBreakdown[]) => rows.map((r) => ({ label: r.label, plays: r.visitors }));

/** /admin/visitors: who watched, built on the play log (the only per-visitor record the app keeps). */
export default function VisitorsPage() {
  const t = useTrans();
  const { days, range, setDays } = useReportRange();
  const query = useVisitorsReport(range);
  return (
    <div data-testid="visitors-page">
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <div className="me-auto min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{t('Visitors')}</h1>
          <p className="text-sm text-muted">
            {t('Counts viewers of videos: a view is one watch-page viewing session, a visitor one person or browser.')}
          </p>
        </div>
        <RangePicker days={days} onChange={setDays} />
      </div>
      <ReportBody
        query={query}
        busy
        errorMessage={t('Please try again later.')}
        empty={(data) =>
          data.total_views === 0
            ? {
                icon: <Users />,
                title: t('No visitors in this period'),
                message: t('Visitors appear here as soon as someone starts watching a video.'),
              }
            : null
        }
      >
        {(data) => <Report data={data} />}
      </ReportBody>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <p className="text-sm text-muted">{label}</p>
      <p className="text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Report({ data }: { data: VisitorsReport }) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl border border-line bg-surface p-5" aria-label={t('Visitors over time')}>
        <div className="mb-6 flex flex-wrap items-end gap-x-10 gap-y-3">
          <Stat label={t('Unique visitors')} value={data.total_visitors.toLocaleString()} testId="total-visitors" />
          <Stat label={t('Views')} value={data.total_views.toLocaleString()} testId="total-views" />
          <Stat label={t('Views per visitor')} value={(data.total_views / Math.max(1, data.total_visitors)).toFixed(1)} />
        </div>
        <h2 className="mb-2 text-sm font-semibold">{t('Views per day')}</h2>
        <PlaysChart days={data.days.map((d) => ({ date: d.date, plays: d.views }))} />
        <h2 className="mb-2 mt-6 text-sm font-semibold">{t('Unique visitors per day')}</h2>
        <VisitorsBars days={data.days} />
      </section>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <BreakdownCard title={t('Countries')} icon={<Globe />} rows={asRows(data.countries)} format={countryName} />
        <BreakdownCard
          title={t('Devices')}
          icon={<MonitorSmartphone />}
          rows={asRows(data.devices)}
          format={(d) => t(d.charAt(0).toUpperCase() + d.slice(1))}
        />
        <BreakdownCard title={t('Browsers')} icon={<Globe />} rows={asRows(data.browsers)} />
        <BreakdownCard title={t('Platforms')} icon={<Laptop />} rows={asRows(data.platforms)} />
      </div>
      <section className="rounded-2xl border border-line bg-surface p-5" aria-label={t('Top pages')}>
        <h2 className="mb-3 text-sm font-semibold">{t('Top pages')}</h2>
        <ol className="divide-y divide-line text-sm" data-testid="top-pages">
          {data.top_pages.map((p, i) => (
            <li key={p.path} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
              <span className="w-5 text-end tabular-nums text-muted">{i + 1}</span>
              <div className="me-auto min-w-0 flex-1">
                <Link
                  to={pathTo(paths.adminVideoInsights, { videoId: p.video_id })}
                  className="block truncate font-medium hover:text-primary"
                >
                  {p.title_name ? `${p.title_name} · ` : ''}
                  {p.name ?? t('Deleted')}
                </Link>
                <span className="block truncate text-xs text-muted">{p.path}</span>
              </div>
              <span className="tabular-nums text-muted">{t('[one] :count view|[other] :count views', { count: p.views })}</span>
              <span className="tabular-nums text-muted">{t('[one] :count visitor|[other] :count visitors', { count: p.visitors })}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
