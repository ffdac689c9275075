import type { Db } from '../../../db/database';
import type { Relations } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags, invalidatePeople } from '../common/cache';
import { presentPerson } from '../common/present';
import { wants } from '../common/relations';
import { makeSlug } from '../common/slug';
import { removeImageFiles } from '../titles/titles.service';
import { loadPersonBundle, personSeo } from './people.bundle';
import { personListQuery } from './people.queries';
import type { CreatePersonInput, PersonListQuery, UpdatePersonInput } from './people.schemas';

type Ctx = { db: Db; services: Services };
type PersonPayload = NonNullable<Awaited<ReturnType<typeof loadPersonBundle>>>['person'];

/** `loadCount=credits` adds each person's credits_count (one subquery, no extra round trips). */
export function listPeople({ db, services }: Ctx, q: PersonListQuery, relations?: Relations) {
  const counts = wants(relations, 'credits');
  return services.cache.remember(
    `people:list:${JSON.stringify(q)}:${counts ? 1 : 0}`,
    CATALOGUE_TTL_MS,
    [cacheTags.people, cacheTags.titles],
    () => {
      const query = personListQuery(db, q);
      // updated_at lets the admin list show and sort by the last edit
      if (!counts) return paginate(query, q, (p) => ({ ...presentPerson(p), updated_at: p.updated_at }));
      const counted = query.select((eb) =>
        eb
          .selectFrom('credits')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('credits.person_id', '=', 'people.id')
          .as('credits_count'),
      );
      return paginate(counted, q, (p) => ({ ...presentPerson(p), updated_at: p.updated_at, credits_count: Number(p.credits_count ?? 0) }));
    },
  );
}

export async function getPerson({ db, services }: Ctx, id: number) {
  const key = `person:${id}`;
  let person = services.cache.get<PersonPayload>(key);
  if (!person) {
    const bundle = await loadPersonBundle(db, services.storage, id);
    if (!bundle) throw notFound('Person not found.');
    person = bundle.person;
    // Tagged with the credited titles, so a renamed title shows up on the person page too.
    services.cache.set(key, person, CATALOGUE_TTL_MS, [cacheTags.person(id), ...bundle.titleIds.map(cacheTags.title)]);
  }
  return { person, seo: personSeo(person) };
}

async function assertUniqueTmdb(db: Db, tmdbId: number | null | undefined, exceptId?: number) {
  if (!tmdbId) return;
  let q = db.selectFrom('people').select('id').where('tmdb_id', '=', tmdbId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw validationError({ tmdb_id: ['A person with this TMDB id already exists.'] });
}

function personColumns(input: UpdatePersonInput) {
  const { adult, ...rest } = input;
  const cols: Record<string, unknown> = { ...rest };
  if (adult !== undefined) cols.adult = adult ? 1 : 0;
  if (input.name !== undefined) cols.slug = makeSlug(input.name);
  return cols;
}

export async function createPerson(ctx: Ctx, input: CreatePersonInput) {
  await assertUniqueTmdb(ctx.db, input.tmdb_id);
  const now = nowIso();
  const row = await ctx.db.transaction().execute((trx) =>
    trx
      .insertInto('people')
      .values({ ...(personColumns(input) as { name: string; slug: string }), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  invalidatePeople(ctx.services.cache, [row.id]);
  return (await getPerson(ctx, row.id)).person;
}

export async function updatePerson(ctx: Ctx, id: number, input: UpdatePersonInput) {
  const existing = await ctx.db.selectFrom('people').select('id').where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound('Person not found.');
  await assertUniqueTmdb(ctx.db, input.tmdb_id, id);
  await ctx.db.transaction().execute((trx) =>
    trx
      .updateTable('people')
      .set({ ...personColumns(input), updated_at: nowIso() })
      .where('id', '=', id)
      .execute(),
  );
  invalidatePeople(ctx.services.cache, [id]);
  return (await getPerson(ctx, id)).person;
}

export async function deletePeople(ctx: Ctx, ids: number[]) {
  if (!ids.length) throw notFound('Person not found.');
  const found = (await ctx.db.selectFrom('people').select('id').where('id', 'in', ids).execute()).map((p) => p.id);
  if (!found.length) throw notFound('Person not found.');
  const images = await ctx.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('images')
      .select(['id', 'source', 'url', 'variants'])
      .where('model_type', '=', 'person')
      .where('model_id', 'in', found)
      .execute();
    await trx.deleteFrom('images').where('model_type', '=', 'person').where('model_id', 'in', found).execute();
    await trx.deleteFrom('people').where('id', 'in', found).execute();
    return rows;
  });
  await removeImageFiles(ctx.services, images);
  invalidatePeople(ctx.services.cache, found);
  return found;
}
