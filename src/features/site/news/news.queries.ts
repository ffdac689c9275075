import type { Insertable, RawBuilder, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { NewsArticlesTable } from '../../../db/tables/catalogue';
import { titleListColumns } from '../../catalogue/titles/titles.queries';

// News articles and the titles each one is about (news_article_titles).

/**
 * Articles, optionally only those about a title and only those among `ids` (a search engine's
 * id subquery; null when the search can match nothing).
 */
export function articleListQuery(db: Db, filter: { titleId?: number; ids?: RawBuilder<unknown> | null }) {
  let query = db.selectFrom('news_articles').selectAll();
  if (filter.titleId)
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('news_article_titles').select('news_article_id').where('title_id', '=', filter.titleId!),
    );
  if (filter.ids !== undefined) query = filter.ids ? query.where('id', 'in', filter.ids as never) : query.where('id', '<', 0);
  return query;
}

export function findArticle(db: Db, id: number) {
  return db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function articleExists(db: Db, id: number) {
  return !!(await db.selectFrom('news_articles').select('id').where('id', '=', id).executeTakeFirst());
}

/** The titles an article is about, with the columns of a title list. */
export function titlesOfArticle(db: Db, id: number) {
  return db
    .selectFrom('news_article_titles')
    .innerJoin('titles', 'titles.id', 'news_article_titles.title_id')
    .select(titleListColumns)
    .where('news_article_titles.news_article_id', '=', id)
    .execute();
}

/** How many of the given title ids exist. */
export async function countExistingTitles(trx: Db | Trx, ids: number[]) {
  return ids.length ? (await trx.selectFrom('titles').select('id').where('id', 'in', ids).execute()).length : 0;
}

/** Makes `titleIds` the titles the article is about. */
export async function replaceArticleTitles(trx: Db | Trx, articleId: number, titleIds: number[]) {
  await trx.deleteFrom('news_article_titles').where('news_article_id', '=', articleId).execute();
  if (titleIds.length)
    await trx
      .insertInto('news_article_titles')
      .values(titleIds.map((title_id) => ({ news_article_id: articleId, title_id })))
      .execute();
}

export async function insertArticle(trx: Db | Trx, values: Insertable<NewsArticlesTable>) {
  return (await trx.insertInto('news_articles').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateArticleRow(trx: Db | Trx, id: number, changes: Updateable<NewsArticlesTable>) {
  return trx.updateTable('news_articles').set(changes).where('id', '=', id).execute();
}

/** How many of the listed articles were deleted. */
export async function deleteArticleRows(db: Db, ids: number[]) {
  return Number((await db.deleteFrom('news_articles').where('id', 'in', ids).executeTakeFirst()).numDeletedRows);
}
