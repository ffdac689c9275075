import { containsText } from '../../../db/dialect';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

export async function listLocalizations(db: Db) {
  return db.selectFrom('localizations').select(['id', 'name', 'language']).orderBy('name').execute();
}

/** The translation block of the bootstrap data: language code and its lines. */
export async function translationBlock(db: Db, language: string) {
  const loc =
    (await db.selectFrom('localizations').select(['id', 'name', 'language']).where('language', '=', language).executeTakeFirst()) ??
    (await db.selectFrom('localizations').select(['id', 'name', 'language']).orderBy('id').executeTakeFirst());
  if (!loc) return { language, name: language, lines: {} as Record<string, string> };
  const rows = await db.selectFrom('localization_lines').select(['key', 'value']).where('localization_id', '=', loc.id).execute();
  return { language: loc.language, name: loc.name, lines: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}

export async function seedDefaultLocalization(db: Db) {
  const existing = await db.selectFrom('localizations').select('id').executeTakeFirst();
  if (existing) return;
  await db.insertInto('localizations').values({ name: 'English', language: 'en' }).execute();
}

// Admin management (localizations.update): lines are upserted by key; a null value deletes a key.

export type LineChanges = Record<string, string | null>;

export async function findLocalization(db: Db, id: number) {
  return db.selectFrom('localizations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLocalizationByLanguage(db: Db, language: string) {
  return db.selectFrom('localizations').selectAll().where('language', '=', language).executeTakeFirst();
}

export async function localizationLines(db: Db, id: number) {
  const rows = await db
    .selectFrom('localization_lines')
    .select(['key', 'value'])
    .where('localization_id', '=', id)
    .orderBy('key')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, string>;
}

export function localizationListQuery(db: Db, search?: string) {
  let q = db
    .selectFrom('localizations')
    .select((eb) => [
      'localizations.id',
      'localizations.name',
      'localizations.language',
      'localizations.created_at',
      'localizations.updated_at',
      eb
        .selectFrom('localization_lines')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('localization_lines.localization_id', '=', 'localizations.id')
        .as('lines_count'),
    ]);
  if (search) {
    q = q.where((eb) =>
      eb.or([containsText(sql.ref('localizations.name'), search), containsText(sql.ref('localizations.language'), search)]),
    );
  }
  return q;
}

/** Writes line changes inside the caller's transaction; `replace` first drops every line. */
export async function writeLines(trx: Db, id: number, lines: LineChanges, replace = false) {
  if (replace) await trx.deleteFrom('localization_lines').where('localization_id', '=', id).execute();
  const removed = Object.keys(lines).filter((k) => lines[k] === null);
  if (removed.length) await trx.deleteFrom('localization_lines').where('localization_id', '=', id).where('key', 'in', removed).execute();
  const kept = Object.entries(lines).filter((e): e is [string, string] => e[1] !== null);
  for (let i = 0; i < kept.length; i += 200) {
    const rows = kept.slice(i, i + 200).map(([key, value]) => ({ localization_id: id, key, value }));
    await trx
      .insertInto('localization_lines')
      .values(rows)
      .onConflict((oc) => oc.columns(['localization_id', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  }
}

/** The keys and values of the given localizations' lines. */
export function linesOf(db: Db, ids: number[]) {
  return db.selectFrom('localization_lines').select(['localization_id', 'key', 'value']).where('localization_id', 'in', ids).execute();
}

export async function insertLocalization(trx: Db, values: { name: string; language: string; created_at: string; updated_at: string }) {
  return (await trx.insertInto('localizations').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateLocalizationRow(trx: Db, id: number, changes: { name?: string; language?: string; updated_at: string }) {
  return trx.updateTable('localizations').set(changes).where('id', '=', id).execute();
}

export async function countLocalizations(db: Db) {
  const { n } = await db
    .selectFrom('localizations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function deleteLocalizationRow(db: Db, id: number) {
  return db.deleteFrom('localizations').where('id', '=', id).execute();
}
