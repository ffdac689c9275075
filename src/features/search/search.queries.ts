import type { Db } from '../../db/database';

/** News articles by id with the columns of a search result. */
export function newsArticlesByIds(db: Db, ids: number[]) {
  return db.selectFrom('news_articles').select(['id', 'title', 'slug', 'image', 'source', 'created_at']).where('id', 'in', ids).execute();
}
