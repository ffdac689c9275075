import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { NewsArticlesTable } from '../../../db/tables/catalogue';

// News rows the catalogue writes itself: demo articles and test articles about titles.

export function insertNewsArticle(trx: Db | Trx, values: Insertable<NewsArticlesTable>) {
  return trx.insertInto('news_articles').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Links an article to the titles it is about. */
export async function linkNewsToTitles(trx: Db | Trx, articleId: number, titleIds: number[]) {
  if (titleIds.length)
    await trx
      .insertInto('news_article_titles')
      .values(titleIds.map((title_id) => ({ news_article_id: articleId, title_id })))
      .execute();
}

/** Ids of the articles that came from one source. */
export async function newsIdsFromSource(db: Db | Trx, source: string) {
  return (await db.selectFrom('news_articles').select('id').where('source', '=', source).execute()).map((n) => n.id);
}

export async function deleteNewsArticles(trx: Db | Trx, ids: number[]) {
  await trx.deleteFrom('news_articles').where('id', 'in', ids).execute();
}
