import { Readable } from 'node:stream';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { idParam, NUMERIC_ID } from '../../community/profiles/community-common';
import { listExports, openExport, requestExport } from './data-export.service';

const tokenQuery = z.object({ token: z.string().min(20).max(200) });

function zipResponse(file: Awaited<ReturnType<typeof openExport>>) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  };
  if (file.size != null) headers['Content-Length'] = String(file.size);
  return new Response(Readable.toWeb(file.stream) as ReadableStream, { headers });
}

/** "Download my data": users/me/exports (list, request), its download by id or by the e-mailed token. */
export const dataExportRoutes = createRouter()
  .get('/', async (c) => c.json({ exports: await listExports(c.var) }))
  .post('/', async (c) => c.json({ export: await requestExport(c.var) }, 202))
  .get('/download', validate('query', tokenQuery), async (c) => {
    // the e-mailed link opened in a browser that is signed out: sign in first, then open it again
    if (!c.var.auth.user && c.req.header('accept')?.includes('text/html')) return c.redirect('/login');
    return zipResponse(await openExport(c.var, { token: c.req.valid('query').token }));
  })
  .get(`/:id${NUMERIC_ID}/download`, validate('param', idParam), async (c) =>
    zipResponse(await openExport(c.var, { id: c.req.valid('param').id })),
  );
