import { z } from 'zod';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { ERROR_SOURCES } from '../../../shared/logs.schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of GET logs/{kind}: one page of log rows, newest first (logs.queries.ts).

const scheduleLogEntry = lazySchema(() =>
  z.looseObject({
    id,
    command: z.string(),
    status: z.string(),
    output: text,
    duration_ms: z.int().nullable(),
    ran_at: timestamp,
  }),
);

const errorLogEntry = lazySchema(() =>
  z.looseObject({
    id,
    level: z.string().meta({ description: "pino's level name: fatal, error, warn, info or debug." }),
    message: z.string(),
    exception: text,
    request_id: text,
    method: text,
    url: text.meta({ description: 'The request URL; for a browser report, the page.' }),
    user_id: id.nullable(),
    source: z.enum(ERROR_SOURCES).meta({ description: "The server's own error, or one a browser reported (POST client-errors)." }),
    release: text.meta({ description: 'Browser reports: the app version the page ran.' }),
    user_agent: text,
    created_at: timestamp,
  }),
);

const outgoingEmailLogEntry = lazySchema(() =>
  z.looseObject({
    id,
    message_id: text,
    from: text,
    to: z.string(),
    subject: z.string(),
    html: text,
    text,
    status: z.string(),
    error: text,
    created_at: timestamp,
  }),
);

export const scheduleLogPage = lazySchema(() => z.looseObject({ pagination: page(scheduleLogEntry) }));
export const errorLogPage = lazySchema(() => z.looseObject({ pagination: page(errorLogEntry) }));
export const outgoingEmailLogPage = lazySchema(() => z.looseObject({ pagination: page(outgoingEmailLogEntry) }));
