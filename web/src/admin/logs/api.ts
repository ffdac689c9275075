import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';

// Calls of the admin logs page (server: src/features/operations/logs/logs.routes.ts); the rows are
// typed by the server's contract (logs.responses.ts).

export type ScheduleLogEntry = ApiResponse<'get', 'logs/schedule'>['pagination']['data'][number];
export type ErrorLogEntry = ApiResponse<'get', 'logs/error'>['pagination']['data'][number];
export type OutgoingEmailLogEntry = ApiResponse<'get', 'logs/outgoing-email'>['pagination']['data'][number];

export interface LogEntries {
  schedule: ScheduleLogEntry;
  error: ErrorLogEntry;
  'outgoing-email': OutgoingEmailLogEntry;
}
export type LogKind = keyof LogEntries;

/** The severities the server writes (pino level names); the error tab filters by one. */
export const ERROR_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug'] as const;

export interface LogParams {
  page: number;
  query?: string;
  level?: string;
  /** 'server' or 'client' (errors browsers reported). */
  source?: string;
}

export function useLog<K extends LogKind>(kind: K, params: LogParams) {
  return useQuery({
    queryKey: ['admin-logs', kind, params],
    queryFn: () =>
      http
        .get<{ pagination: Pagination<LogEntries[K]> }>(`logs/${kind}`, {
          page: params.page,
          perPage: 25,
          query: params.query || undefined,
          level: params.level || undefined,
          source: params.source || undefined,
        })
        .then((r) => r.pagination),
    placeholderData: keepPreviousData,
  });
}

/** The newest error log file, as a same-origin download the browser saves itself. */
export const latestErrorLogUrl = '/api/v1/logs/error/download-latest';
