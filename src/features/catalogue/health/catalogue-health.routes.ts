import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { validate } from '../../../http/validate';
import { problemListQuery, problemParam } from './catalogue-health.schemas';
import { problemCounts, problemList } from './catalogue-health.service';

// The admin's /admin/missing-titles: what the catalogue lacks, per problem.
export const catalogueHealthRoutes = createRouter()
  .get('/', requirePermission('titles.update'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ counts: await problemCounts(c.var) });
  })
  .get('/:problem', requirePermission('titles.update'), validate('param', problemParam), validate('query', problemListQuery), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ pagination: await problemList(c.var, c.req.valid('param').problem, c.req.valid('query')) });
  });
