import { z } from 'zod';
import { id, messageBody, text, timestamp } from '../../../http/response-schemas';
import { jobProgress, jobStatus } from '../queue/queue.responses';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of settings/search (src/http/responds.ts).

const count = lazySchema(() => z.int().nullable().meta({ description: 'Null when the index could not be read.' }));

export const searchIndexStatus = lazySchema(() =>
  z.looseObject({
    engine: z.string().meta({ description: 'Which engine answers searches.' }),
    indexes: z.array(z.looseObject({ type: z.string(), indexed: count, source: count, bytes: count })),
    bytes: z.int().nullable().meta({ description: 'The size of all indexes, when the engine can tell.' }),
    rebuild: z
      .looseObject({ id, status: jobStatus, progress: jobProgress, message: text, error: text, finished_at: timestamp.nullable() })
      .nullable()
      .meta({ description: 'The latest rebuild job, if any.' }),
  }),
);

export const searchRebuildStarted = lazySchema(() =>
  messageBody.extend({
    job: z.looseObject({ id, started: z.boolean().meta({ description: 'False when a rebuild was already waiting or running.' }) }),
  }),
);
