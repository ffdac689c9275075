import { z } from 'zod';
import { id, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

export const exportTokenQuery = lazySchema(() => z.object({ token: z.string().min(20).max(200) }));

/** An export of the user's data, as the account page lists it. */
const dataExport = lazySchema(() =>
  z.looseObject({
    id,
    status: z.enum(['pending', 'ready', 'failed', 'expired']),
    size: z.int().nullable().meta({ description: 'The ZIP in bytes, once ready.' }),
    created_at: timestamp,
    finished_at: timestamp.nullable(),
    expires_at: timestamp.nullable(),
    download_url: z.string().nullable().meta({ description: 'While ready and unexpired: where the signed-in owner downloads the ZIP.' }),
  }),
);

export const dataExports = lazySchema(() => z.looseObject({ exports: z.array(dataExport) }));
export const dataExportRequested = lazySchema(() => z.looseObject({ export: dataExport }));
