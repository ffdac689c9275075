import type { Db } from '../../db/database';

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
