import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { problemCountsBody, problemListQuery, problemPage, problemParam } from './catalogue-health.schemas';
import { problemCounts, problemList } from './catalogue-health.service';

// The admin's /admin/missing-titles: what the catalogue lacks, per problem.
export const catalogueHealthRoutes = createRouter()
  .get('/', requirePermission('titles.update'), responds(problemCountsBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ counts: await problemCounts(c.var) });
  })
  .get(
    '/:problem',
    requirePermission('titles.update'),
    validate('param', problemParam),
    validate('query', problemListQuery),
    responds(problemPage),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ pagination: await problemList(c.var, c.req.valid('param').problem, c.req.valid('query')) });
    },
  );
