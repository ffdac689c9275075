import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { CATALOGUE_TTL_MS, cacheTags, invalidatePeople, invalidateTitles } from '../common/cache';
import { type CreditRow, groupByDepartment, presentCredit } from '../common/present';
import { findEpisodeOfSeason } from '../episodes/episodes.queries';
import { findPerson } from '../people/people.queries';
import { releasesChanged } from '../releases/releases.service';
import { findSeason } from '../seasons/seasons.queries';
import { requireTitle } from '../titles/titles.service';
import {
  creditTitles,
  deleteCreditRow,
  findCreditOfTitle,
  findCreditWithPerson,
  insertCredit,
  maxCreditOrder,
  setCreditOrder,
  titleCreditsWithPeople,
  updateCreditRow,
} from './credits.queries';
import type { CreateCreditInput, UpdateCreditInput } from './credits.schemas';

/** Full title credits grouped by department (title-level credits only). */
export async function titleCredits({ db, services }: Deps, titleId: number) {
  const key = `title:${titleId}:credits`;
  const hit = services.cache.get<ReturnType<typeof groupByDepartment>>(key);
  if (hit) return hit;
  await requireTitle(db, titleId);
  const rows = await titleCreditsWithPeople(db, titleId);
  const grouped = groupByDepartment(rows.map((c) => presentCredit(c as CreditRow)));
  services.cache.set(key, grouped, CATALOGUE_TTL_MS, [cacheTags.title(titleId), ...rows.map((r) => cacheTags.person(r.person_id))]);
  return grouped;
}

async function presentOne(db: Db, id: number) {
  return presentCredit((await findCreditWithPerson(db, id)) as CreditRow);
}

export async function createCredit({ db, services }: Deps, titleId: number, input: CreateCreditInput) {
  await requireTitle(db, titleId);
  if (!(await findPerson(db, input.person_id))) throw validationError({ person_id: ['This person does not exist.'] });
  let seasonId: number | null = null;
  let episodeId: number | null = null;
  if (input.season_number !== undefined) {
    const season = await findSeason(db, titleId, input.season_number);
    if (!season) throw validationError({ season_number: ['This season does not exist.'] });
    seasonId = season.id;
    if (input.episode_number !== undefined) {
      const ep = await findEpisodeOfSeason(db, season.id, input.episode_number);
      if (!ep) throw validationError({ episode_number: ['This episode does not exist.'] });
      episodeId = ep.id;
    }
  } else if (input.episode_number !== undefined) {
    throw validationError({ season_number: ['The season number is required with an episode number.'] });
  }
  const id = await db.transaction().execute(async (trx) => {
    let order = input.order;
    if (order === undefined) {
      const max = await maxCreditOrder(trx, titleId, input.department);
      order = max === null ? 0 : max + 1;
    }
    const row = await insertCredit(trx, {
      person_id: input.person_id,
      title_id: titleId,
      season_id: seasonId,
      episode_id: episodeId,
      department: input.department,
      job: input.job ?? null,
      character: input.department === 'cast' ? (input.character ?? null) : null,
      order,
      created_at: nowIso(),
    });
    return row.id;
  });
  invalidateTitles(services.cache, [titleId]);
  invalidatePeople(services.cache, [input.person_id]);
  await releasesChanged({ db, services }, [titleId]);
  return presentOne(db, id);
}

async function requireCredit(db: Db, titleId: number, creditId: number) {
  const credit = await findCreditOfTitle(db, titleId, creditId);
  if (!credit) throw notFound('Credit not found.');
  return credit;
}

export async function updateCredit({ db, services }: Deps, titleId: number, creditId: number, input: UpdateCreditInput) {
  const credit = await requireCredit(db, titleId, creditId);
  await db.transaction().execute((trx) => updateCreditRow(trx, creditId, input));
  invalidateTitles(services.cache, [titleId]);
  invalidatePeople(services.cache, [credit.person_id]);
  return presentOne(db, creditId);
}

export async function deleteCredit({ db, services }: Deps, titleId: number, creditId: number) {
  const credit = await requireCredit(db, titleId, creditId);
  await deleteCreditRow(db, creditId);
  invalidateTitles(services.cache, [titleId]);
  invalidatePeople(services.cache, [credit.person_id]);
}

/** Sets `order` to each id's position; all ids must be credits of one title. */
export async function reorderCredits({ db, services }: Deps, ids: number[]) {
  const rows = await creditTitles(db, ids);
  const titleIds = [...new Set(rows.map((r) => r.title_id))];
  if (rows.length !== new Set(ids).size) throw validationError({ ids: ['Some credits do not exist.'] });
  if (titleIds.length !== 1) throw validationError({ ids: ['Credits must belong to one title.'] });
  await db.transaction().execute((trx) => setCreditOrder(trx, ids));
  invalidateTitles(services.cache, titleIds);
  return titleIds[0]!;
}
