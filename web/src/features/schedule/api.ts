import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';

export interface ScheduleItem {
  type: 'movie' | 'episode';
  date: string;
  title: { id: number; name: string; slug: string; type: string; poster: string | null };
  episode: { id: number; season_number: number; episode_number: number; name: string; poster: string | null } | null;
}

export interface Schedule {
  timezone: string;
  today: string;
  from: string;
  to: string;
  followed: boolean;
  days: { date: string; items: ScheduleItem[] }[];
}

export interface ScheduleParams {
  timezone: string;
  /** The first day; none: the server's default, a week before today. */
  from: string | null;
  followed: boolean;
}

/** GET schedule; the previous range stays on screen while the next one loads. */
export function useSchedule({ timezone, from, followed }: ScheduleParams) {
  return useQuery({
    queryKey: ['schedule', timezone, from, followed],
    queryFn: () =>
      http
        .get<{ schedule: Schedule }>('schedule', { timezone, from: from ?? undefined, followed: followed ? 1 : undefined })
        .then((r) => r.schedule),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
