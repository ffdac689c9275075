import type { Db } from '../../../db/database';
import type { Relations } from '../../../http/app-env';
import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import { CATALOGUE_TTL_MS, cacheTags, invalidatePeople } from '../common/cache';
import { presentPerson } from '../common/present';
import { wants } from '../common/relations';
import { makeSlug } from '../common/slug';
import { deleteImagesOf, imageFilesOf } from '../images/images.queries';
import { removeImageFiles } from '../titles/titles.service';
import { loadPersonBundle, personSeo } from './people.bundle';
import { applyPersonExtensions } from './people.extensions';
import {
  deletePeopleRows,
  existingPersonIds,
  findPerson,
  insertPerson,
  personListQuery,
  personListWithCreditCounts,
  personWithTmdbId,
  updatePersonRow,
} from './people.queries';
import type { CreatePersonInput, PersonListQuery, UpdatePersonInput } from './people.schemas';

type PersonPayload = NonNullable<Awaited<ReturnType<typeof loadPersonBundle>>>['person'];

/** `loadCount=credits` adds each person's credits_count (one subquery, no extra round trips). */
export function listPeople({ db, services }: Deps, q: PersonListQuery, relations?: Relations) {
  const counts = wants(relations, 'credits');
  return services.cache.remember(
    `people:list:${JSON.stringify(q)}:${counts ? 1 : 0}`,
    CATALOGUE_TTL_MS,
    [cacheTags.people, cacheTags.titles],
    () => {
      // updated_at lets the admin list show and sort by the last edit
      if (!counts) return paginate(personListQuery(db, q), q, (p) => ({ ...presentPerson(p), updated_at: p.updated_at }));
      return paginate(personListWithCreditCounts(db, q), q, (p) => ({
        ...presentPerson(p),
        updated_at: p.updated_at,
        credits_count: Number(p.credits_count ?? 0),
      }));
    },
  );
}

export async function getPerson({ db, services }: Deps, id: number) {
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

/** GET people/{id}: the cached payload with what other features add for the viewer (is_following). */
export async function showPerson(deps: ActorDeps, id: number) {
  const { person, seo } = await getPerson(deps, id);
  return { person: { ...person, ...(await applyPersonExtensions(deps.db, deps.auth, person)) }, seo };
}

async function assertUniqueTmdb(db: Db, tmdbId: number | null | undefined, exceptId?: number) {
  if (!tmdbId) return;
  if (await personWithTmdbId(db, tmdbId, exceptId)) throw validationError({ tmdb_id: ['A person with this TMDB id already exists.'] });
}

function personColumns(input: UpdatePersonInput) {
  const { adult, ...rest } = input;
  const cols: Record<string, unknown> = { ...rest };
  if (adult !== undefined) cols.adult = adult ? 1 : 0;
  if (input.name !== undefined) cols.slug = makeSlug(input.name);
  return cols;
}

export async function createPerson(deps: Deps, input: CreatePersonInput) {
  await assertUniqueTmdb(deps.db, input.tmdb_id);
  const now = nowIso();
  const { id } = await deps.db
    .transaction()
    .execute((trx) => insertPerson(trx, { ...(personColumns(input) as { name: string; slug: string }), created_at: now, updated_at: now }));
  invalidatePeople(deps.services.cache, [id]);
  return (await getPerson(deps, id)).person;
}

export async function updatePerson(deps: Deps, id: number, input: UpdatePersonInput) {
  if (!(await findPerson(deps.db, id))) throw notFound('Person not found.');
  await assertUniqueTmdb(deps.db, input.tmdb_id, id);
  await deps.db.transaction().execute((trx) => updatePersonRow(trx, id, { ...personColumns(input), updated_at: nowIso() }));
  invalidatePeople(deps.services.cache, [id]);
  return (await getPerson(deps, id)).person;
}

export async function deletePeople(deps: Deps, ids: number[]) {
  if (!ids.length) throw notFound('Person not found.');
  const found = await existingPersonIds(deps.db, ids);
  if (!found.length) throw notFound('Person not found.');
  const images = await deps.db.transaction().execute(async (trx) => {
    const rows = await imageFilesOf(trx, [{ type: 'person', ids: found }]);
    await deleteImagesOf(trx, 'person', found);
    await deletePeopleRows(trx, found);
    return rows;
  });
  await removeImageFiles(deps.services, images);
  invalidatePeople(deps.services.cache, found);
  return found;
}
