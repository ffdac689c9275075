import { nowIso, type Trx } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import { catalogueIndexes, searchEngine } from '../../../platform/search';
import { CATALOGUE_TTL_MS, cacheTags } from '../../catalogue/common/cache';
import { presentTitle } from '../../catalogue/common/present';
import { makeSlug } from '../../catalogue/common/slug';
import { presentArticle } from './news.present';
import {
  articleExists,
  articleListQuery,
  countExistingTitles,
  deleteArticleRows,
  findArticle,
  insertArticle,
  replaceArticleTitles,
  titlesOfArticle,
  updateArticleRow,
} from './news.queries';
import { sanitizeArticleHtml } from './news.sanitize';
import type { CreateArticleInput, NewsListQuery, UpdateArticleInput } from './news.schemas';

export function listNews({ db, services }: Deps, q: NewsListQuery) {
  return services.cache.remember(`news:list:${JSON.stringify(q)}`, CATALOGUE_TTL_MS, [cacheTags.news], () => {
    const ids = q.query ? searchEngine(db).matchingIds(catalogueIndexes.news, q.query) : undefined;
    const query = articleListQuery(db, { titleId: q.title_id, ids });
    return paginate(query.orderBy(q.orderBy, q.orderDir).orderBy('id', q.orderDir), q, (a) => presentArticle(a, false));
  });
}

export async function getArticle({ db, services }: Deps, id: number) {
  return services.cache.remember(`news:${id}`, CATALOGUE_TTL_MS, [cacheTags.article(id), cacheTags.news], async () => {
    const article = await findArticle(db, id);
    if (!article) throw notFound('Article not found.');
    const titles = await titlesOfArticle(db, id);
    const out = { ...presentArticle(article, true), titles: titles.map((t) => presentTitle(t)) };
    return {
      article: out,
      seo: { title: out.title, description: out.excerpt.slice(0, 160), canonical: `/news/${out.id}`, image: out.image, type: 'article' },
    };
  });
}

/** Every linked title must exist; `undefined` leaves the links as they are. */
async function linkTitles(trx: Trx, articleId: number, titleIds: number[] | undefined) {
  if (!titleIds) return;
  const ids = [...new Set(titleIds)];
  if ((await countExistingTitles(trx, ids)) !== ids.length) throw validationError({ title_ids: ['Some titles do not exist.'] });
  await replaceArticleTitles(trx, articleId, ids);
}

function articleColumns(input: UpdateArticleInput) {
  const { title_ids: _ids, ...cols } = input;
  return {
    ...cols,
    ...(input.title !== undefined ? { slug: makeSlug(input.title) } : {}),
    ...(input.body !== undefined ? { body: sanitizeArticleHtml(input.body) } : {}),
  };
}

export async function createArticle(deps: ActorDeps, input: CreateArticleInput) {
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const articleId = await insertArticle(trx, {
      ...(articleColumns(input) as { title: string; slug: string; body: string }),
      user_id: deps.auth.user?.id ?? null,
      created_at: now,
      updated_at: now,
    });
    await linkTitles(trx, articleId, input.title_ids);
    return articleId;
  });
  deps.services.cache.invalidate(cacheTags.news);
  return (await getArticle(deps, id)).article;
}

export async function updateArticle(deps: Deps, id: number, input: UpdateArticleInput) {
  if (!(await articleExists(deps.db, id))) throw notFound('Article not found.');
  await deps.db.transaction().execute(async (trx) => {
    await updateArticleRow(trx, id, { ...articleColumns(input), updated_at: nowIso() });
    await linkTitles(trx, id, input.title_ids);
  });
  deps.services.cache.invalidate(cacheTags.news);
  return (await getArticle(deps, id)).article;
}

export async function deleteArticles(deps: Deps, ids: number[]) {
  if (!ids.length) throw notFound('Article not found.');
  if (!(await deleteArticleRows(deps.db, ids))) throw notFound('Article not found.');
  deps.services.cache.invalidate(cacheTags.news);
}
