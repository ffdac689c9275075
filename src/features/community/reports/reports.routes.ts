import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { IDS, parseIds } from '../../catalogue/common/slug';
import { dismissedReports, reportPage } from './reports.schemas';
import { dismissReports, listReports, reportsQuery } from './reports.service';

export const reportsRoutes = createRouter()
  .get('/', validate('query', reportsQuery), responds(reportPage), async (c) =>
    c.json({ pagination: await listReports(c.var, c.req.valid('query')) }),
  )
  .delete(`/:ids${IDS}`, responds(dismissedReports), async (c) =>
    c.json({ deleted: await dismissReports(c.var, parseIds(c.req.param('ids'))) }),
  );
