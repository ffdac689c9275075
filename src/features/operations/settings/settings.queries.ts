import type { Db, Trx } from '../../../db/database';

// The settings table (name -> JSON text) and the job counts the settings page shows.

export function storedSettings(db: Db) {
  return db.selectFrom('settings').select(['name', 'value']).execute();
}

/** Inserts or replaces each setting's JSON value. */
export async function writeSettings(trx: Trx, values: [name: string, value: unknown][], updatedAt: string) {
  for (const [name, value] of values) {
    const json = JSON.stringify(value);
    await trx
      .insertInto('settings')
      .values({ name, value: json, updated_at: updatedAt })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: json, updated_at: updatedAt }))
      .execute();
  }
}

export function jobCountsByStatus(db: Db) {
  return db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
}

export function jobQueueNames(db: Db) {
  return db.selectFrom('jobs').select('queue').distinct().orderBy('queue').execute();
}
