import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { searchIndexStatus as indexStatusBody, searchRebuildStarted } from './search-index.responses';
import { searchIndexStatus, startRebuild } from './search-index.service';

/** Mounted at settings/search: the search tab's index status and its rebuild. */
export const searchIndexRoutes = createRouter()
  .use(requirePermission('settings.update'))
  .get('/index', responds(indexStatusBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await searchIndexStatus(c.var));
  })
  .post('/rebuild', responds(searchRebuildStarted), async (c) => {
    const job = await startRebuild(c.var);
    return c.json(
      { job, message: job.started ? 'Rebuilding the search index.' : 'A rebuild is already under way.' },
      job.started ? 202 : 200,
    );
  });
