import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { validate } from '../../../http/validate';
import { ID, IDS, idOrSlugParam, parseIds } from '../../catalogue/common/slug';
import { createArticleBody, newsListQuery, updateArticleBody } from './news.schemas';
import { createArticle, deleteArticles, getArticle, listNews, updateArticle } from './news.service';

const idParam = z.object({ id: idOrSlugParam });

export const newsRoutes = createRouter()
  .get('/', requirePermission('news.view'), validate('query', newsListQuery), async (c) =>
    c.json({ pagination: await listNews(c.var, c.req.valid('query')) }),
  )
  .get(`/:id${ID}`, requirePermission('news.view'), validate('param', idParam), async (c) =>
    c.json(await getArticle(c.var, c.req.valid('param').id)),
  )
  .post('/', requirePermission('news.create'), validate('json', createArticleBody), async (c) =>
    c.json({ article: await createArticle(c.var, c.req.valid('json')) }, 201),
  )
  .put(`/:id${ID}`, requirePermission('news.update'), validate('param', idParam), validate('json', updateArticleBody), async (c) =>
    c.json({ article: await updateArticle(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:ids${IDS}`, requirePermission('news.delete'), async (c) => {
    await deleteArticles(c.var, parseIds(c.req.param('ids')));
    return c.json({ deleted: true });
  });
