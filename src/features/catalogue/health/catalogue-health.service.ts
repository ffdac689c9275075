import type { Deps } from '../../../deps';
import { paginate } from '../../../http/pagination';
import { CATALOGUE_PROBLEMS, type CatalogueProblem, type ProblemListQuery } from './catalogue-health.schemas';
import { countWithProblem, peopleWithoutPhotoList, titlesWithProblemList } from './catalogue-health.queries';

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
export async function problemCounts({ db }: Deps): Promise<Record<CatalogueProblem, number>> {
  const counts = await Promise.all(CATALOGUE_PROBLEMS.map(async (p) => [p, await countWithProblem(db, p)] as const));
  return Object.fromEntries(counts) as Record<CatalogueProblem, number>;
}

/** One page of the titles (or people) with a problem, most recently changed first. */
export async function problemList({ db }: Deps, problem: CatalogueProblem, q: ProblemListQuery) {
  if (problem === 'person_no_photo') {
    return paginate(peopleWithoutPhotoList(db, q.query), q, (r): HealthItem => ({ ...r, kind: 'person', type: null, year: null }));
  }
  return paginate(titlesWithProblemList(db, problem, q.query, q.type), q, (r): HealthItem => ({ ...r, kind: 'title' }));
}
