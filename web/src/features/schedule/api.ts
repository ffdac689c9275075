import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';

type Schedule = ApiResponse<'get', 'schedule'>['schedule'];
export type ScheduleItem = Schedule['days'][number]['items'][number];

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
      api.get('schedule', { query: { timezone, from: from ?? undefined, followed: followed ? '1' : undefined } }).then((r) => r.schedule),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
