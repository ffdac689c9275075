import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { visitorsQuery, visitorsReportBody } from './visitors.schemas';
import { visitorsReport } from './visitors.service';

export const visitorsRoutes = createRouter().get(
  '/',
  requirePermission('admin.access'),
  validate('query', visitorsQuery),
  responds(visitorsReportBody),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ visitors: await visitorsReport(c.var, c.req.valid('query')) });
  },
);
