import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { CreditsTable } from '../../../db/tables/catalogue';

/** A credit's own columns, for lists of credits seen from the title or from the person. */
export const creditOwnColumns = [
  'credits.id',
  'credits.department',
  'credits.job',
  'credits.character',
  'credits.order',
  'credits.season_id',
  'credits.episode_id',
] as const;

/** Credit columns joined with the person, shared by every credit query. */
const creditColumns = [
  ...creditOwnColumns,
  'credits.person_id',
  'people.name as person_name',
  'people.slug as person_slug',
  'people.poster as person_poster',
  'people.gender as person_gender',
] as const;

const creditsWithPeople = (db: Db | Trx) =>
  db.selectFrom('credits').innerJoin('people', 'people.id', 'credits.person_id').select(creditColumns);

/** A title's own credits (not a season's or an episode's), optionally of some departments only, in credit order. */
export function titleCreditsWithPeople(db: Db, titleId: number, departments?: string[]) {
  let q = creditsWithPeople(db)
    .where('credits.title_id', '=', titleId)
    .where('credits.season_id', 'is', null)
    .where('credits.episode_id', 'is', null);
  if (departments) q = q.where('credits.department', 'in', departments);
  return q.orderBy('credits.department').orderBy('credits.order').orderBy('credits.id').execute();
}

/** Credits attached to a season (or, with episodeId, to one episode), with their people. */
export function creditsOf(db: Db, where: { seasonId?: number; episodeId?: number }) {
  let q = creditsWithPeople(db);
  if (where.episodeId) q = q.where('credits.episode_id', '=', where.episodeId);
  else q = q.where('credits.season_id', '=', where.seasonId!).where('credits.episode_id', 'is', null);
  return q.orderBy('credits.department').orderBy('credits.order').orderBy('credits.id').execute();
}

export function findCreditWithPerson(db: Db, id: number) {
  return creditsWithPeople(db).where('credits.id', '=', id).executeTakeFirstOrThrow();
}

export function findCreditOfTitle(db: Db, titleId: number, creditId: number) {
  return db.selectFrom('credits').selectAll().where('id', '=', creditId).where('title_id', '=', titleId).executeTakeFirst();
}

/** A person's title-level credit in a department (and job, when given), if they have one. */
export function findPersonTitleCredit(db: Db | Trx, c: { personId: number; titleId: number; department: string; job: string | null }) {
  let q = db
    .selectFrom('credits')
    .select('id')
    .where('person_id', '=', c.personId)
    .where('title_id', '=', c.titleId)
    .where('season_id', 'is', null)
    .where('episode_id', 'is', null)
    .where('department', '=', c.department);
  q = c.job ? q.where('job', '=', c.job) : q;
  return q.executeTakeFirst();
}

/** The highest `order` in a title's department, or null when it has no credits yet. */
export async function maxCreditOrder(trx: Db | Trx, titleId: number, department: string) {
  const max = await trx
    .selectFrom('credits')
    .select((eb) => eb.fn.max('order').as('n'))
    .where('title_id', '=', titleId)
    .where('department', '=', department)
    .executeTakeFirst();
  return max?.n == null ? null : Number(max.n);
}

export function insertCredit(trx: Db | Trx, values: Insertable<CreditsTable>) {
  return trx.insertInto('credits').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCreditRow(trx: Db | Trx, id: number, values: Updateable<CreditsTable>) {
  await trx.updateTable('credits').set(values).where('id', '=', id).execute();
}

export async function deleteCreditRow(db: Db | Trx, id: number) {
  await db.deleteFrom('credits').where('id', '=', id).execute();
}

export function creditTitles(db: Db, ids: number[]) {
  return db.selectFrom('credits').select(['id', 'title_id']).where('id', 'in', ids).execute();
}

/** Sets each credit's `order` to its position in `ids`. */
export async function setCreditOrder(trx: Db | Trx, ids: number[]) {
  for (const [order, id] of ids.entries()) await trx.updateTable('credits').set({ order }).where('id', '=', id).execute();
}
