import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../paths';
import { useCurrentUser, useSiteName } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Button, buttonClass } from '../../ui/button';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { pageFrame } from '../../ui/catalogue/section';
import { EmptyState } from '../../ui/empty-state';
import { useSchedule } from './api';
import { addDays, browserTimezone, dateRange, isDate } from './dates';
import { ScheduleDay, ScheduleSkeleton } from './schedule-day';

/** A user's own zone; the default 'UTC' every account starts with says nothing, so the browser's wins. */
const viewerTimezone = (userZone: string | undefined) => (userZone && userZone !== 'UTC' ? userZone : browserTimezone());

function scheduleUrl(from: string | null, followed: boolean) {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (followed) q.set('followed', '1');
  const s = q.toString();
  return s ? `${paths.schedule}?${s}` : paths.schedule;
}

/** /schedule: films and episodes day by day, the past week and the next two, in the viewer's time zone. */
export default function SchedulePage() {
  const t = useTrans();
  const user = useCurrentUser();
  const siteName = useSiteName();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const from = isDate(search.get('from')) ? search.get('from') : null;
  const followed = !!user && search.get('followed') === '1';
  const timezone = viewerTimezone(user?.timezone);
  const query = useSchedule({ timezone, from, followed });
  const schedule = query.data;

  useEffect(() => {
    document.title = `${t('Schedule')} - ${siteName}`;
  }, [t, siteName]);

  const week = (days: number) => (schedule ? scheduleUrl(addDays(schedule.from, days), followed) : paths.schedule);
  const isThisWeek = !from;
  const total = schedule?.days.reduce((n, d) => n + d.items.length, 0) ?? 0;

  return (
    <div className={`${pageFrame} pb-16 pt-8 md:pt-12`} data-testid="schedule-page">
      <AdSlot slot="general_top" className="mb-6" />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('Schedule')}</h1>
      <p className="mt-2 max-w-2xl text-muted">
        {t('New episodes and films, day by day: the past week and the next two.')}{' '}
        <span className="whitespace-nowrap text-sm">{t('Days in :zone.', { zone: timezone.replaceAll('_', ' ') })}</span>
      </p>

      <div className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-3 sm:gap-x-4">
        <nav aria-label={t('Weeks')} className="flex items-center gap-1.5">
          <Link to={week(-7)} className={buttonClass('outline', 'sm')} aria-label={t('Previous week')}>
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
            <span className="hidden sm:inline">{t('Previous week')}</span>
          </Link>
          <Link
            to={scheduleUrl(null, followed)}
            className={buttonClass(isThisWeek ? 'secondary' : 'outline', 'sm')}
            aria-current={isThisWeek ? 'page' : undefined}
          >
            {t('This week')}
          </Link>
          <Link to={week(7)} className={buttonClass('outline', 'sm')} aria-label={t('Next week')}>
            <span className="hidden sm:inline">{t('Next week')}</span>
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </nav>
        {schedule && (
          <div className="order-last flex basis-full flex-wrap items-center gap-x-4 gap-y-1 sm:order-none sm:basis-auto">
            <p className="text-sm font-semibold" data-testid="schedule-range" aria-live="polite">
              {dateRange(schedule.from, schedule.to)}
            </p>
            {total > 0 && schedule.today >= schedule.from && schedule.today <= schedule.to && (
              <a href="#today" className="text-sm font-semibold text-primary hover:underline">
                {t('Jump to today')}
              </a>
            )}
          </div>
        )}
        {user && (
          <button
            type="button"
            aria-pressed={followed}
            onClick={() => navigate(scheduleUrl(from, !followed))}
            className={`ms-auto rounded-full px-3 py-1.5 sm:px-4 text-sm font-semibold transition-colors duration-150 ${followed ? 'bg-fg text-background' : 'border border-line text-muted hover:bg-fg/8 hover:text-fg'}`}
          >
            {t('Followed only')}
          </button>
        )}
      </div>
      {followed && <p className="mt-3 text-sm text-muted">{t('Titles and episodes on your watchlist.')}</p>}

      <div className={`mt-8 transition-opacity duration-150 ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
        {query.isPending ? (
          <ScheduleSkeleton />
        ) : query.isError || !schedule ? (
          <EmptyState
            icon={<CalendarX2 />}
            title={t('There was an issue loading the schedule')}
            message={t('Please try again later')}
            actions={<Button onClick={() => query.refetch()}>{t('Try again')}</Button>}
          />
        ) : total === 0 ? (
          <EmptyState
            icon={<CalendarX2 />}
            title={followed ? t('Nothing from your watchlist in these weeks') : t('Nothing scheduled in these weeks')}
            message={
              followed
                ? t('Add series and films to your watchlist to see their new episodes and releases here.')
                : t('No episodes or films come out between these dates.')
            }
            actions={
              <>
                {followed && (
                  <Link to={scheduleUrl(from, false)} className={buttonClass('primary')}>
                    {t('Show everything')}
                  </Link>
                )}
                <Link to={week(7)} className={buttonClass('secondary')}>
                  {t('Next week')}
                </Link>
              </>
            }
          />
        ) : (
          <div className="flex flex-col" data-testid="schedule-days">
            {schedule.days.map((d) => (
              <ScheduleDay key={d.date} date={d.date} items={d.items} today={schedule.today} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
