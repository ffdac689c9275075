import type { Db } from '../../../db/database';

/** Running jobs with their progress, newest first (a few at most: the worker runs two at a time). */
export function runningJobs(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'queue', 'progress', 'progress_message', 'attempts', 'max_attempts'])
    .where('status', '=', 'running')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}
