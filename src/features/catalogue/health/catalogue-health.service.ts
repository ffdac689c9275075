import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { likePattern } from '../common/like';
import { paginate } from '../../../http/pagination';
import { CATALOGUE_PROBLEMS, type CatalogueProblem, type ProblemListQuery } from './catalogue-health.schemas';
import { peopleWithoutPhoto, titlesWith } from './catalogue-health.queries';

export interface HealthItem {
  id: number;
  kind: 'title' | 'person';
  name: string;
  type: 'movie' | 'series' | null;
  year: number | null;
  poster: string | null;
  updated_at: string;
}

/** How many titles (or people) have each problem. */
export async function problemCounts(db: Db): Promise<Record<CatalogueProblem, number>> {
  const counts = await Promise.all(
    CATALOGUE_PROBLEMS.map(async (p) => {
      const row =
        p === 'person_no_photo'
          ? await peopleWithoutPhoto(db)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          : await titlesWith(db, p)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow();
      return [p, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<CatalogueProblem, number>;
}

/** One page of the titles (or people) with a problem, most recently changed first. */
export async function problemList(db: Db, problem: CatalogueProblem, q: ProblemListQuery) {
  const like = q.query ? likePattern(q.query) : null;
  if (problem === 'person_no_photo') {
    let query = peopleWithoutPhoto(db).select(['id', 'name', 'poster', 'updated_at']);
    if (like) query = query.where(sql<boolean>`people.name like ${like} escape '\\'`);
    return paginate(query.orderBy('updated_at', 'desc').orderBy('id', 'desc'), q, (r): HealthItem => ({
      ...r,
      kind: 'person',
      type: null,
      year: null,
    }));
  }
  let query = titlesWith(db, problem).select([
    'titles.id',
    'titles.name',
    'titles.type',
    'titles.year',
    'titles.poster',
    'titles.updated_at',
  ]);
  if (like) query = query.where(sql<boolean>`titles.name like ${like} escape '\\'`);
  if (q.type) query = query.where('titles.type', '=', q.type);
  return paginate(query.orderBy('titles.updated_at', 'desc').orderBy('titles.id', 'desc'), q, (r): HealthItem => ({ ...r, kind: 'title' }));
}
