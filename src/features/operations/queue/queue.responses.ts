import { z } from 'zod';
import { id, messageBody, page, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of settings/queue (src/http/responds.ts), and the job status the other job views share.

export const jobStatus = lazySchema(() => z.enum(['pending', 'running', 'completed', 'failed']));
/** How far a job is, from 0 to 1. */
export const jobProgress = lazySchema(() => z.number().min(0).max(1).meta({ description: 'How far the job is, from 0 to 1.' }));

const queuedJob = lazySchema(() =>
  z.looseObject({
    id,
    queue: z.string(),
    name: z.string().meta({ description: 'What the job does, e.g. `tmdb:import`.' }),
    status: jobStatus,
    attempts: z.int(),
    max_attempts: z.int(),
    progress: jobProgress,
    progress_message: text,
    error: text.meta({ description: 'Why the last attempt failed.' }),
    run_at: timestamp.meta({ description: 'When the job runs (again).' }),
    subject_type: text,
    subject_id: id.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    finished_at: timestamp.nullable(),
  }),
);

export const queueJobs = lazySchema(() =>
  z.looseObject({
    pagination: page(queuedJob),
    counts: z.looseObject({ pending: z.int(), running: z.int(), failed: z.int(), completed: z.int() }),
  }),
);
export const queueJobChanged = lazySchema(() => messageBody.extend({ job: z.looseObject({ id, name: z.string() }) }));
