import { ArrowLeft, Globe, Laptop, MonitorSmartphone, PlayCircle } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { type Insights, type InsightsTarget, useInsights } from './api';
import { BreakdownCard, countryName } from '../kit/breakdown-card';
import { PlaysChart } from '../kit/plays-chart';
import { RangePicker, ReportBody, useReportRange } from '../kit/report-range';

function TopList({
  heading,
  rows,
  link,
}: {
  heading: string;
  rows: { id: number; name: string | null; plays: number }[];
  link: (id: number) => string;
}) {
  const t = useTrans();
  if (!rows.length) return null;
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" aria-label={heading}>
      <h2 className="mb-3 text-sm font-semibold">{heading}</h2>
      <ol className="divide-y divide-line text-sm">
        {rows.map((r, i) => (
          <li key={r.id} className="flex items-center gap-3 py-2.5">
            <span className="w-5 text-end tabular-nums text-muted">{i + 1}</span>
            <Link to={link(r.id)} className="me-auto truncate font-medium hover:text-primary">
              {r.name ?? t('Deleted')}
            </Link>
            <span className="tabular-nums text-muted">{t('[one] :count play|[other] :count plays', { count: r.plays })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Report({ data }: { data: Insights }) {
  const t = useTrans();
  const peak = data.plays.reduce((best, d) => (d.plays > best.plays ? d : best), { date: '', plays: 0 });
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl border border-line bg-surface p-5" aria-label={t('Plays over time')}>
        <div className="mb-6 flex flex-wrap items-end gap-x-10 gap-y-3">
          <div>
            <p className="text-sm text-muted">{t('Plays')}</p>
            <p className="text-3xl font-bold tabular-nums" data-testid="total-plays">
              {data.total_plays.toLocaleString()}
            </p>
          </div>
          <div>
            <p className="text-sm text-muted">{t('Daily average')}</p>
            <p className="text-xl font-semibold tabular-nums">{(data.total_plays / Math.max(1, data.plays.length)).toFixed(1)}</p>
          </div>
          {peak.plays > 0 && (
            <div>
              <p className="text-sm text-muted">{t('Busiest day')}</p>
              <p className="text-xl font-semibold tabular-nums">
                {new Date(`${peak.date}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' })}
              </p>
            </div>
          )}
        </div>
        <PlaysChart days={data.plays} />
      </section>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <BreakdownCard
          title={t('Devices')}
          icon={<MonitorSmartphone />}
          rows={data.devices}
          format={(d) => t(d.charAt(0).toUpperCase() + d.slice(1))}
        />
        <BreakdownCard title={t('Platforms')} icon={<Laptop />} rows={data.platforms} />
        <BreakdownCard title={t('Browsers')} icon={<Globe />} rows={data.browsers} />
        <BreakdownCard title={t('Countries')} icon={<Globe />} rows={data.countries} format={countryName} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopList
          heading={t('Most played titles')}
          rows={data.top_titles}
          link={(id) => pathTo(paths.adminTitleInsights, { titleId: id })}
        />
        <TopList
          heading={t('Most played videos')}
          rows={data.top_videos}
          link={(id) => pathTo(paths.adminVideoInsights, { videoId: id })}
        />
      </div>
    </div>
  );
}

/** A plays report: over time, by device/platform/browser/country, and what was watched most. */
export function InsightsReport({
  target,
  heading,
  back,
}: {
  target: InsightsTarget;
  heading: string;
  back?: { to: string; label: string };
}) {
  const t = useTrans();
  const { days, range, setDays } = useReportRange();
  const query = useInsights(target, range);
  const title = query.data?.subject?.name ?? heading;
  return (
    <div data-testid="insights-page">
      {back && (
        <Link to={back.to} className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg">
          <ArrowLeft size={16} aria-hidden />
          {t(back.label)}
        </Link>
      )}
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <div className="me-auto min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
          {query.data?.subject && <p className="text-sm text-muted">{t(heading)}</p>}
        </div>
        <RangePicker days={days} onChange={setDays} />
      </div>
      <ReportBody
        query={query}
        errorMessage={t('It may have been deleted. Please try again later.')}
        empty={(data) =>
          data.total_plays === 0 && target.model === 'site'
            ? { icon: <PlayCircle />, title: t('No plays yet'), message: t('Plays appear here as soon as viewers start watching videos.') }
            : null
        }
      >
        {(data) => <Report data={data} />}
      </ReportBody>
    </div>
  );
}

const num = (v: string | undefined) => Number(v);

type Params = Record<string, string | undefined>;

/** The report page of one kind of target, which it reads from the address. */
function insightsPage(heading: string, targetOf: (p: Params) => InsightsTarget, backOf?: (p: Params) => { to: string; label: string }) {
  return function InsightsPage() {
    const p = useParams<Params>();
    return <InsightsReport target={targetOf(p)} heading={heading} back={backOf?.(p)} />;
  };
}

export const SitePlaysPage = insightsPage('Plays', () => ({ model: 'site' }));

export const TitleInsightsPage = insightsPage(
  'Title insights',
  (p) => ({ model: 'title', id: num(p.titleId) }),
  () => ({ to: paths.adminTitles, label: 'Titles' }),
);

export const SeasonInsightsPage = insightsPage(
  'Season insights',
  (p) => ({ model: 'season', title_id: num(p.titleId), season: num(p.season) }),
  (p) => ({ to: pathTo(paths.adminTitleInsights, { titleId: p.titleId! }), label: 'Title insights' }),
);

export const EpisodeInsightsPage = insightsPage(
  'Episode insights',
  (p) => ({ model: 'episode', title_id: num(p.titleId), season: num(p.season), episode: num(p.episode) }),
  (p) => ({ to: pathTo(paths.adminSeasonInsights, { titleId: p.titleId!, season: p.season! }), label: 'Season insights' }),
);

export const VideoInsightsPage = insightsPage(
  'Video insights',
  (p) => ({ model: 'video', id: num(p.videoId) }),
  () => ({ to: paths.adminVideos, label: 'Videos' }),
);

export const AnalyticsPage = insightsPage('Analytics', () => ({ model: 'site' }));
