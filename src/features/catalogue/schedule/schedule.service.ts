import type { ActorDeps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import { episodesAiringBetween, filmsReleasedBetween } from './schedule.queries';
import { SCHEDULE_DAYS_BEFORE_TODAY, type ScheduleQuery } from './schedule.schemas';

// The schedule page: what airs or is released each day of a date range, every day listed (empty
// ones too) so the page can say so per day. Dates are calendar days, as the catalogue stores them;
// the viewer's time zone only decides which of them is today.

export interface ScheduleItem {
  type: 'movie' | 'episode';
  date: string;
  title: { id: number; name: string; slug: string; type: string; poster: string | null };
  episode: { id: number; season_number: number; episode_number: number; name: string; poster: string | null } | null;
}

/** The calendar date (YYYY-MM-DD) it is in `timeZone` at `at`. */
export function dateIn(timeZone: string, at: Date = new Date()) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function showSchedule(deps: ActorDeps, q: ScheduleQuery) {
  const watchlistOf = q.followed ? requireUser(deps.auth).id : null;
  const timezone = q.timezone ?? deps.auth.user?.timezone ?? 'UTC';
  const today = dateIn(timezone);
  const from = q.from ?? addDays(today, -SCHEDULE_DAYS_BEFORE_TODAY);
  const to = addDays(from, q.days - 1);
  const [films, episodes] = await Promise.all([
    filmsReleasedBetween(deps.db, from, to, watchlistOf),
    episodesAiringBetween(deps.db, from, to, watchlistOf),
  ]);

  const ranked: { popularity: number; item: ScheduleItem }[] = [
    ...films.map((f) => ({
      popularity: f.popularity,
      item: {
        type: 'movie' as const,
        date: f.release_date!,
        title: { id: f.id, name: f.name, slug: f.slug, type: f.type, poster: f.poster },
        episode: null,
      },
    })),
    ...episodes.map((e) => ({
      popularity: e.title_popularity,
      item: {
        type: 'episode' as const,
        date: e.release_date!,
        title: { id: e.title_id, name: e.title_name, slug: e.title_slug, type: e.title_type, poster: e.title_poster },
        episode: { id: e.id, season_number: e.season_number, episode_number: e.episode_number, name: e.name, poster: e.poster },
      },
    })),
  ];
  // the most popular first within a day; a series' episodes of one day stay together, in order
  ranked.sort(
    (a, b) =>
      b.popularity - a.popularity ||
      a.item.title.id - b.item.title.id ||
      (a.item.episode?.season_number ?? 0) - (b.item.episode?.season_number ?? 0) ||
      (a.item.episode?.episode_number ?? 0) - (b.item.episode?.episode_number ?? 0),
  );
  const byDay = new Map<string, ScheduleItem[]>();
  for (let i = 0; i < q.days; i++) byDay.set(addDays(from, i), []);
  for (const { item } of ranked) byDay.get(item.date)?.push(item);

  return {
    timezone,
    today,
    from,
    to,
    followed: q.followed,
    days: [...byDay].map(([date, items]) => ({ date, items })),
  };
}
