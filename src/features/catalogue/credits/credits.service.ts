import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { notFound, validationError } from '../../../http/errors';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags, invalidatePeople, invalidateTitles } from '../common/cache';
import { type CreditRow, groupByDepartment, presentCredit } from '../common/present';
import { findSeason } from '../seasons/seasons.queries';
import { creditColumns } from '../titles/titles.bundle';
import { requireTitle } from '../titles/titles.service';
import type { CreateCreditInput, UpdateCreditInput } from './credits.schemas';

type Ctx = { db: Db; services: Services };

function creditQuery(db: Db) {
  return db.selectFrom('credits').innerJoin('people', 'people.id', 'credits.person_id').select(creditColumns);
}

/** Full title credits grouped by department (title-level credits only). */
export async function titleCredits({ db, services }: Ctx, titleId: number) {
  const key = `title:${titleId}:credits`;
  const hit = services.cache.get<ReturnType<typeof groupByDepartment>>(key);
  if (hit) return hit;
  await requireTitle(db, titleId);
  const rows = await creditQuery(db)
    .where('credits.title_id', '=', titleId)
    .where('credits.season_id', 'is', null)
    .where('credits.episode_id', 'is', null)
    .orderBy('credits.order')
    .orderBy('credits.id')
    .execute();
  const grouped = groupByDepartment(rows.map((c) => presentCredit(c as CreditRow)));
  services.cache.set(key, grouped, CATALOGUE_TTL_MS, [cacheTags.title(titleId), ...rows.map((r) => cacheTags.person(r.person_id))]);
  return grouped;
}

async function presentOne(db: Db, id: number) {
  return presentCredit((await creditQuery(db).where('credits.id', '=', id).executeTakeFirstOrThrow()) as CreditRow);
}

export async function createCredit(ctx: Ctx, titleId: number, input: CreateCreditInput) {
  await requireTitle(ctx.db, titleId);
  const person = await ctx.db.selectFrom('people').select('id').where('id', '=', input.person_id).executeTakeFirst();
  if (!person) throw validationError({ person_id: ['This person does not exist.'] });
  let seasonId: number | null = null;
  let episodeId: number | null = null;
  if (input.season_number !== undefined) {
    const season = await findSeason(ctx.db, titleId, input.season_number);
    if (!season) throw validationError({ season_number: ['This season does not exist.'] });
    seasonId = season.id;
    if (input.episode_number !== undefined) {
      const ep = await ctx.db
        .selectFrom('episodes')
        .select('id')
        .where('season_id', '=', season.id)
        .where('episode_number', '=', input.episode_number)
        .executeTakeFirst();
      if (!ep) throw validationError({ episode_number: ['This episode does not exist.'] });
      episodeId = ep.id;
    }
  } else if (input.episode_number !== undefined) {
    throw validationError({ season_number: ['The season number is required with an episode number.'] });
  }
  const id = await ctx.db.transaction().execute(async (trx) => {
    let order = input.order;
    if (order === undefined) {
      const max = await trx
        .selectFrom('credits')
        .select((eb) => eb.fn.max('order').as('n'))
        .where('title_id', '=', titleId)
        .where('department', '=', input.department)
        .executeTakeFirst();
      order = max?.n == null ? 0 : Number(max.n) + 1;
    }
    const row = await trx
      .insertInto('credits')
      .values({
        person_id: input.person_id,
        title_id: titleId,
        season_id: seasonId,
        episode_id: episodeId,
        department: input.department,
        job: input.job ?? null,
        character: input.department === 'cast' ? (input.character ?? null) : null,
        order,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  invalidateTitles(ctx.services.cache, [titleId]);
  invalidatePeople(ctx.services.cache, [input.person_id]);
  return presentOne(ctx.db, id);
}

async function requireCredit(db: Db, titleId: number, creditId: number) {
  const credit = await db.selectFrom('credits').selectAll().where('id', '=', creditId).where('title_id', '=', titleId).executeTakeFirst();
  if (!credit) throw notFound('Credit not found.');
  return credit;
}

export async function updateCredit(ctx: Ctx, titleId: number, creditId: number, input: UpdateCreditInput) {
  const credit = await requireCredit(ctx.db, titleId, creditId);
  await ctx.db.transaction().execute((trx) => trx.updateTable('credits').set(input).where('id', '=', creditId).execute());
  invalidateTitles(ctx.services.cache, [titleId]);
  invalidatePeople(ctx.services.cache, [credit.person_id]);
  return presentOne(ctx.db, creditId);
}

export async function deleteCredit(ctx: Ctx, titleId: number, creditId: number) {
  const credit = await requireCredit(ctx.db, titleId, creditId);
  await ctx.db.deleteFrom('credits').where('id', '=', creditId).execute();
  invalidateTitles(ctx.services.cache, [titleId]);
  invalidatePeople(ctx.services.cache, [credit.person_id]);
}

/** Sets `order` to each id's position; all ids must be credits of one title. */
export async function reorderCredits(ctx: Ctx, ids: number[]) {
  const rows = await ctx.db.selectFrom('credits').select(['id', 'title_id']).where('id', 'in', ids).execute();
  const titleIds = [...new Set(rows.map((r) => r.title_id))];
  if (rows.length !== new Set(ids).size) throw validationError({ ids: ['Some credits do not exist.'] });
  if (titleIds.length !== 1) throw validationError({ ids: ['Credits must belong to one title.'] });
  await ctx.db.transaction().execute(async (trx) => {
    for (const [order, id] of ids.entries()) await trx.updateTable('credits').set({ order }).where('id', '=', id).execute();
  });
  invalidateTitles(ctx.services.cache, titleIds);
  return titleIds[0]!;
}
