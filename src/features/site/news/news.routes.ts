import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { ID, IDS, idOrSlugParam, parseIds } from '../../catalogue/common/slug';
import { createArticleBody, newsDeleted, newsList, newsListQuery, newsSaved, newsShown, updateArticleBody } from './news.schemas';
import { createArticle, deleteArticles, getArticle, listNews, updateArticle } from './news.service';
import { lazySchema } from '../../../http/lazy-schema';

const idParam = lazySchema(() => z.object({ id: idOrSlugParam }));

export const newsRoutes = createRouter()
  .get('/', requirePermission('news.view'), validate('query', newsListQuery), responds(newsList), async (c) =>
    c.json({ pagination: await listNews(c.var, c.req.valid('query')) }),
  )
  .get(`/:id${ID}`, requirePermission('news.view'), validate('param', idParam), responds(newsShown), async (c) =>
    c.json(await getArticle(c.var, c.req.valid('param').id)),
  )
  .post('/', requirePermission('news.create'), validate('json', createArticleBody), responds(newsSaved), async (c) =>
    c.json({ article: await createArticle(c.var, c.req.valid('json')) }, 201),
  )
  .put(
    `/:id${ID}`,
    requirePermission('news.update'),
    validate('param', idParam),
    validate('json', updateArticleBody),
    responds(newsSaved),
    async (c) => c.json({ article: await updateArticle(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:ids${IDS}`, requirePermission('news.delete'), responds(newsDeleted), async (c) => {
    await deleteArticles(c.var, parseIds(c.req.param('ids')));
    return c.json({ deleted: true });
  });
