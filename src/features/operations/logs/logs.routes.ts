import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createRouter } from '../../../http/app-env';
import { responds, respondsFile } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { latestErrorLog, listLog } from './logs.service';
import { logListQuery } from '../../../shared/logs.schemas';
import { errorLogPage, outgoingEmailLogPage, scheduleLogPage } from './logs.responses';

export const logsRoutes = createRouter()
  .get('/schedule', validate('query', logListQuery), responds(scheduleLogPage), async (c) =>
    c.json({ pagination: await listLog(c.var, 'schedule', c.req.valid('query')) }),
  )
  .get('/error/download-latest', respondsFile(['text/plain'], 'The newest error log file, as a download.'), (c) => {
    const file = latestErrorLog(c.var);
    const size = fs.statSync(file).size;
    return new Response(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${path.basename(file)}"`,
        'Cache-Control': 'no-store',
      },
    });
  })
  .get('/error', validate('query', logListQuery), responds(errorLogPage), async (c) =>
    c.json({ pagination: await listLog(c.var, 'error', c.req.valid('query')) }),
  )
  .get('/outgoing-email', validate('query', logListQuery), responds(outgoingEmailLogPage), async (c) =>
    c.json({ pagination: await listLog(c.var, 'outgoing-email', c.req.valid('query')) }),
  );
