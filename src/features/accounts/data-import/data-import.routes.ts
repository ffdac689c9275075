import { stream } from 'hono/streaming';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { responds, respondsFile } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { presentImport } from './data-import.present';
import { dataImportAnswer, dataImports, missingTitlesJob } from './data-import.schemas';
import {
  assertImportsEnabled,
  findImport,
  importMissingTitles,
  importReport,
  importRules,
  recentImports,
  startImport,
} from './data-import.service';
import { receiveImportUpload } from './data-import.upload';
import { lazySchema } from '../../../http/lazy-schema';

const idParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
const sourceField = lazySchema(() => z.enum(['letterboxd', 'imdb', 'trakt']).nullable().catch(null));

/** users/me/imports: upload an export (multipart `file`, optional `source` and `overwrite`), then follow its job. */
export const dataImportRoutes = createRouter()
  .post('/me/imports', responds(dataImportAnswer), async (c) => {
    assertImportsEnabled(c.var);
    const upload = await receiveImportUpload(c.req.raw, importRules(c.var).maxBytes);
    try {
      const row = await startImport(c.var, upload, {
        source: sourceField.parse(upload.fields.source || null),
        overwrite: /^(1|true|on|yes)$/i.test(upload.fields.overwrite ?? ''),
      });
      return c.json({ import: presentImport(row) }, 202);
    } finally {
      upload.remove();
    }
  })
  .get('/me/imports', responds(dataImports), async (c) => c.json({ imports: (await recentImports(c.var)).map(presentImport) }))
  .get('/me/imports/:id{[0-9]+}', validate('param', idParam), responds(dataImportAnswer), async (c) => {
    return c.json({ import: presentImport(await findImport(c.var, c.req.valid('param').id)) });
  })
  .get(
    '/me/imports/:id{[0-9]+}/report.csv',
    validate('param', idParam),
    respondsFile(['text/csv'], 'The rows of the import that matched no title, with the reason.'),
    async (c) => {
      const lines = importReport(c.var, c.req.valid('param').id);
      const first = await lines.next(); // the ownership check runs before the headers are sent
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="import-${c.req.valid('param').id}-report.csv"`);
      return stream(c, async (out) => {
        if (!first.done) await out.write(first.value);
        for await (const line of lines) await out.write(line);
      });
    },
  )
  .post('/me/imports/:id{[0-9]+}/import-missing-titles', validate('param', idParam), responds(missingTitlesJob), async (c) => {
    const job = await importMissingTitles(c.var, c.req.valid('param').id);
    return c.json({ job: { id: job.id, status: job.status } }, 202);
  });
