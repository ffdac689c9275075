import { z } from 'zod';

export const logKinds = ['schedule', 'error', 'outgoing-email'] as const;
export type LogKind = (typeof logKinds)[number];

export const ERROR_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug'] as const;
/** Where an error log entry came from: the server itself or a visitor's browser (POST client-errors). */
export const ERROR_SOURCES = ['server', 'client'] as const;

const isoDate = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'Must be a date (YYYY-MM-DD or an ISO time).' });

/** GET logs/{kind}: paginated, newest first, optional text search and date range. */
export const logListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(30),
  query: z.string().trim().max(255).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Error log only: one severity (the server writes pino's level names). */
  level: z.enum(ERROR_LEVELS).optional(),
  /** Error log only: the server's own errors or those browsers reported. */
  source: z.enum(ERROR_SOURCES).optional(),
});
export type LogListQuery = z.infer<typeof logListQuery>;

export interface Paginated<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ScheduleLogEntry {
  id: number;
  command: string;
  status: string;
  output: string | null;
  duration_ms: number | null;
  ran_at: string;
}

export interface ErrorLogEntry {
  id: number;
  level: string;
  message: string;
  exception: string | null;
  request_id: string | null;
  method: string | null;
  url: string | null;
  user_id: number | null;
  source: (typeof ERROR_SOURCES)[number];
  /** Client entries: the app version the browser ran and its user agent (url is then the page). */
  release: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface OutgoingEmailLogEntry {
  id: number;
  message_id: string | null;
  from: string | null;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  status: string;
  error: string | null;
  created_at: string;
}
