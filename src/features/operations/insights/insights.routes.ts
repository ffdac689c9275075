import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { insightsQuery, insightsReport } from './insights.schemas';
import { insights } from './insights.service';

export const insightsRoutes = createRouter().get(
  '/',
  requirePermission('admin.access'),
  validate('query', insightsQuery),
  responds(insightsReport),
  async (c) => c.json({ insights: await insights(c.var, c.req.valid('query')) }),
);
