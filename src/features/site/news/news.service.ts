import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { NewsArticlesTable } from '../../../db/tables/catalogue';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import { catalogueIndexes, searchEngine } from '../../../platform/search';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags } from '../../catalogue/common/cache';
import { presentTitle } from '../../catalogue/common/present';
import { makeSlug } from '../../catalogue/common/slug';
import { titleListColumns } from '../../catalogue/titles/titles.queries';
import { sanitizeArticleHtml } from './news.sanitize';
import type { CreateArticleInput, NewsListQuery, UpdateArticleInput } from './news.schemas';

type Ctx = { db: Db; services: Services };

function presentArticle(a: Selectable<NewsArticlesTable>, withBody: boolean) {
  const text = a.body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    excerpt: text.slice(0, 200),
    ...(withBody ? { body: a.body } : {}),
    image: a.image,
    source: a.source,
    source_url: a.source_url,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

export function listNews({ db, services }: Ctx, q: NewsListQuery) {
  return services.cache.remember(`news:list:${JSON.stringify(q)}`, CATALOGUE_TTL_MS, [cacheTags.news], () => {
    let query = db.selectFrom('news_articles').selectAll();
    if (q.title_id)
      query = query.where('id', 'in', (eb) =>
        eb.selectFrom('news_article_titles').select('news_article_id').where('title_id', '=', q.title_id!),
      );
    if (q.query) {
      const matching = searchEngine().matchingIds(catalogueIndexes.news, q.query);
      query = matching ? query.where('id', 'in', matching as never) : query.where('id', '<', 0);
    }
    return paginate(query.orderBy(q.orderBy, q.orderDir).orderBy('id', q.orderDir), q, (a) => presentArticle(a, false));
  });
}

export async function getArticle({ db, services }: Ctx, id: number) {
  return services.cache.remember(`news:${id}`, CATALOGUE_TTL_MS, [cacheTags.article(id), cacheTags.news], async () => {
    const article = await db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!article) throw notFound('Article not found.');
    const titles = await db
      .selectFrom('news_article_titles')
      .innerJoin('titles', 'titles.id', 'news_article_titles.title_id')
      .select(titleListColumns)
      .where('news_article_titles.news_article_id', '=', id)
      .execute();
    const out = { ...presentArticle(article, true), titles: titles.map((t) => presentTitle(t)) };
    return {
      article: out,
      seo: { title: out.title, description: out.excerpt.slice(0, 160), canonical: `/news/${out.id}`, image: out.image, type: 'article' },
    };
  });
}

async function linkTitles(trx: Trx, articleId: number, titleIds: number[] | undefined) {
  if (!titleIds) return;
  const ids = [...new Set(titleIds)];
  const found = ids.length ? await trx.selectFrom('titles').select('id').where('id', 'in', ids).execute() : [];
  if (found.length !== ids.length) throw validationError({ title_ids: ['Some titles do not exist.'] });
  await trx.deleteFrom('news_article_titles').where('news_article_id', '=', articleId).execute();
  if (ids.length)
    await trx
      .insertInto('news_article_titles')
      .values(ids.map((title_id) => ({ news_article_id: articleId, title_id })))
      .execute();
}

function articleColumns(input: UpdateArticleInput) {
  const { title_ids: _ids, ...cols } = input;
  return {
    ...cols,
    ...(input.title !== undefined ? { slug: makeSlug(input.title) } : {}),
    ...(input.body !== undefined ? { body: sanitizeArticleHtml(input.body) } : {}),
  };
}

export async function createArticle(ctx: Ctx, userId: number | null, input: CreateArticleInput) {
  const now = nowIso();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('news_articles')
      .values({
        ...(articleColumns(input) as { title: string; slug: string; body: string }),
        user_id: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkTitles(trx, row.id, input.title_ids);
    return row.id;
  });
  ctx.services.cache.invalidate(cacheTags.news);
  return (await getArticle(ctx, id)).article;
}

export async function updateArticle(ctx: Ctx, id: number, input: UpdateArticleInput) {
  const exists = await ctx.db.selectFrom('news_articles').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('Article not found.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('news_articles')
      .set({ ...articleColumns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await linkTitles(trx, id, input.title_ids);
  });
  ctx.services.cache.invalidate(cacheTags.news);
  return (await getArticle(ctx, id)).article;
}

export async function deleteArticles(ctx: Ctx, ids: number[]) {
  if (!ids.length) throw notFound('Article not found.');
  const result = await ctx.db.deleteFrom('news_articles').where('id', 'in', ids).executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound('Article not found.');
  ctx.services.cache.invalidate(cacheTags.news);
}
