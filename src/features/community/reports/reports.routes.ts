import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { IDS, parseIds } from '../../catalogue/common/slug';
import { dismissReports, listReports, reportsQuery } from './reports.service';

export const reportsRoutes = createRouter()
  .get('/', validate('query', reportsQuery), async (c) => c.json({ pagination: await listReports(c.var, c.req.valid('query')) }))
  .delete(`/:ids${IDS}`, async (c) => c.json({ deleted: await dismissReports(c.var, parseIds(c.req.param('ids'))) }));
