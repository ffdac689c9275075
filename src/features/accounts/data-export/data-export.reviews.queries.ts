import type { Db } from '../../../db/database';

/** The titles the user reviewed, by review id: what reviews.csv names (Letterboxd's layout) and what identifies them elsewhere. */
export const reviewedTitlesOf = (db: Db, userId: number) =>
  db
    .selectFrom('reviews as r')
    .innerJoin('titles as t', 't.id', 'r.reviewable_id')
    .select(['r.id as review_id', 't.name', 't.year', 't.slug', 't.imdb_id', 't.tmdb_id'])
    .where('r.user_id', '=', userId)
    .where('r.reviewable_type', '=', 'title')
    .execute();
