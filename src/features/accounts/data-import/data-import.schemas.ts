import { z } from 'zod';
import { id, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** An import of another site's export (Letterboxd, IMDb, Trakt), as the account page follows it. */
const dataImport = lazySchema(() =>
  z.looseObject({
    id,
    source: z.enum(['letterboxd', 'imdb', 'trakt']),
    file_name: z.string(),
    overwrite: z.boolean().meta({ description: "Whether the file's ratings replace ratings the user already gave." }),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    progress: z.number().meta({ description: 'From 0 to 1.' }),
    totals: z.looseObject({ imported: z.int(), updated: z.int(), skipped: z.int(), unmatched: z.int() }),
    message: text,
    report_url: z.string().meta({ description: 'A CSV of the rows that matched no title (GET, signed in as the owner).' }),
    created_at: timestamp,
    finished_at: timestamp.nullable(),
  }),
);

export const dataImportAnswer = lazySchema(() => z.looseObject({ import: dataImport }));
export const dataImports = lazySchema(() => z.looseObject({ imports: z.array(dataImport) }));
export const missingTitlesJob = lazySchema(() =>
  z.looseObject({
    job: z.looseObject({ id, status: z.string() }).meta({ description: 'The queued job that imports the missing titles from TMDB.' }),
  }),
);
