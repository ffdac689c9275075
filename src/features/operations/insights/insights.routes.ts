import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { validate } from '../../../http/validate';
import { insightsQuery } from './insights.schemas';
import { insights } from './insights.service';

export const insightsRoutes = createRouter().get('/', requirePermission('admin.access'), validate('query', insightsQuery), async (c) =>
  c.json({ insights: await insights(c.var, c.req.valid('query')) }),
);
