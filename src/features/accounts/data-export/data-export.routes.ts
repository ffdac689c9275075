import { Readable } from 'node:stream';
import { createRouter } from '../../../http/app-env';
import { responds, respondsFile } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { idParam, NUMERIC_ID } from '../../community/profiles/community-common';
import { dataExportRequested, dataExports, exportTokenQuery } from './data-export.schemas';
import { listExports, openExport, requestExport } from './data-export.service';

const zipFile = respondsFile(['application/zip'], 'The ZIP of everything the user gave the site.');

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
  .get('/', responds(dataExports), async (c) => c.json({ exports: await listExports(c.var) }))
  .post('/', responds(dataExportRequested), async (c) => c.json({ export: await requestExport(c.var) }, 202))
  .get('/download', validate('query', exportTokenQuery), zipFile, async (c) => {
    // the e-mailed link opened in a browser that is signed out: sign in first, then open it again
    if (!c.var.auth.user && c.req.header('accept')?.includes('text/html')) return c.redirect('/login');
    return zipResponse(await openExport(c.var, { token: c.req.valid('query').token }));
  })
  .get(`/:id${NUMERIC_ID}/download`, validate('param', idParam), zipFile, async (c) =>
    zipResponse(await openExport(c.var, { id: c.req.valid('param').id })),
  );
