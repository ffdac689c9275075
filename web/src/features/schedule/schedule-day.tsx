import { Film } from 'lucide-react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { episodeCode } from '../../ui/catalogue/format';
import { episodeLink, titleLink } from '../../ui/catalogue/links';
import { Skeleton } from '../../ui/skeleton';
import type { ScheduleItem } from './api';
import { dayAndMonth, weekdayName } from './dates';

/**
 * One day of the schedule as an agenda row: the day on the left (above on phones), its releases
 * or a one-line note on the right. Today stands out; past days are quieter.
 */
export function ScheduleDay({ date, items, today }: { date: string; items: ScheduleItem[]; today: string }) {
  const t = useTrans();
  const isToday = date === today;
  const past = date < today;
  const headingId = `schedule-day-${date}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="schedule-day"
      data-date={date}
      data-today={isToday || undefined}
      id={isToday ? 'today' : undefined}
      className={`grid scroll-mt-24 gap-x-6 gap-y-3 md:grid-cols-[10rem_1fr] ${
        isToday
          ? 'rounded-theme border border-primary/60 bg-primary/5 p-4 shadow-lg shadow-primary/5'
          : `border-b border-line/50 px-1 ${items.length ? 'py-4' : 'py-3'}`
      } ${items.length ? '' : 'items-baseline'}`}
    >
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2.5 gap-y-1 md:flex-col md:gap-1">
        <span className={`text-base font-bold tracking-tight md:text-lg ${isToday ? 'text-primary' : past ? 'text-muted' : ''}`}>
          {weekdayName(date)}
        </span>
        <span className="text-sm font-medium text-muted">{dayAndMonth(date)}</span>
        {isToday && (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-on-primary md:mt-1">
            {t('Today')}
          </span>
        )}
      </h2>
      {items.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {items.map((item) => (
            <li key={`${item.type}-${item.episode?.id ?? item.title.id}`}>
              <ScheduleCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted/80">{past ? t('Nothing came out this day.') : t('Nothing scheduled for this day.')}</p>
      )}
    </section>
  );
}

function ScheduleCard({ item }: { item: ScheduleItem }) {
  const t = useTrans();
  const { title, episode } = item;
  const to = episode ? episodeLink(title, episode.season_number, episode.episode_number) : titleLink(title);
  return (
    <Link
      to={to}
      data-testid="schedule-item"
      className="group flex h-full items-center gap-3 rounded-theme border border-line/60 bg-surface/60 p-2 pe-3 transition-colors duration-150 hover:border-primary focus-visible:border-primary"
    >
      <Artwork src={title.poster} kind="poster" seed={title.name} sizes="56px" className="w-14 shrink-0" rounded="rounded-md" />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-semibold leading-snug group-hover:text-primary">{title.name}</span>
        {episode ? (
          <span className="mt-1 block text-sm text-muted">
            <span className="font-semibold text-fg/80">{episodeCode(episode.season_number, episode.episode_number)}</span>
            <span className="line-clamp-1">{episode.name}</span>
          </span>
        ) : (
          <span className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <Film className="size-3.5 shrink-0" aria-hidden />
            {t('Film release')}
          </span>
        )}
      </span>
    </Link>
  );
}

export function ScheduleSkeleton() {
  return (
    <div aria-hidden className="flex flex-col">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="grid gap-x-6 gap-y-3 border-b border-line/50 px-1 py-4 md:grid-cols-[10rem_1fr]">
          <Skeleton className="h-6 w-28" />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {Array.from({ length: 3 }, (_, j) => (
              <Skeleton key={j} className="h-24" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
