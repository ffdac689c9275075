import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict, notFound, validationError } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import type { SettingsStore } from '../../operations/settings/settings.store';
import { findLocalization, findLocalizationByLanguage, localizationLines, localizationListQuery, writeLines } from './localization.queries';
import type { CreateLocalizationInput, LocalizationFile, UpdateLocalizationInput } from './localization.schemas';
import { sourceStrings } from './source-strings';

// Localizations and their translation lines (localizations.update). Routes check the permission and
// drop the 'localizations' cache tag after writes (bootstrap data caches the translation block).

const present = (r: { id: number; name: string; language: string; created_at: string; updated_at: string; lines_count?: unknown }) => ({
  id: r.id,
  name: r.name,
  language: r.language,
  ...(r.lines_count !== undefined ? { lines_count: Number(r.lines_count ?? 0) } : {}),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/**
 * One page of localizations, each with `is_default` and `translated_count`: how many of the site's
 * source strings have a non-empty line (`total_strings` is their number).
 */
export async function listLocalizationsPage(db: Db, settings: SettingsStore, params: PageParams & { query?: string }) {
  const page = await paginate(localizationListQuery(db, params.query).orderBy('localizations.name'), params, present);
  const strings = new Set(sourceStrings());
  const ids = page.data.map((l) => l.id);
  const translated = new Map<number, number>();
  if (ids.length) {
    const rows = await db
      .selectFrom('localization_lines')
      .select(['localization_id', 'key', 'value'])
      .where('localization_id', 'in', ids)
      .execute();
    for (const r of rows)
      if (r.value.trim() && strings.has(r.key)) translated.set(r.localization_id, (translated.get(r.localization_id) ?? 0) + 1);
  }
  const defaultLanguage = settings.get<string>('i18n.default_localization');
  return {
    ...page,
    total_strings: strings.size,
    data: page.data.map((l) => ({ ...l, is_default: l.language === defaultLanguage, translated_count: translated.get(l.id) ?? 0 })),
  };
}

/** Makes a localization the site's default language (the i18n.default_localization setting). */
export async function setDefaultLocalization(db: Db, settings: SettingsStore, id: number) {
  const loc = await getLocalization(db, id);
  await settings.save({ 'i18n.default_localization': loc.language });
  return loc;
}

export async function getLocalization(db: Db, id: number) {
  const row = await findLocalization(db, id);
  if (!row) throw notFound('Localization not found.');
  return { ...present(row), lines: await localizationLines(db, id) };
}

async function assertLanguageFree(db: Db, language: string, exceptId: number | null) {
  const taken = await findLocalizationByLanguage(db, language);
  if (taken && taken.id !== exceptId) throw validationError({ language: ['A localization for this language already exists.'] });
}

export async function createLocalization(db: Db, input: CreateLocalizationInput) {
  await assertLanguageFree(db, input.language, null);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('localizations')
      .values({ name: input.name, language: input.language, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(trx, row.id, input.lines);
    return row.id;
  });
  return getLocalization(db, id);
}

export async function updateLocalization(db: Db, settings: SettingsStore, id: number, input: UpdateLocalizationInput) {
  const current = await getLocalization(db, id);
  if (input.language !== undefined && input.language !== current.language) {
    if (settings.get<string>('i18n.default_localization') === current.language) {
      throw validationError({ language: ['This is the default localization: choose another default in settings first.'] });
    }
    await assertLanguageFree(db, input.language, id);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('localizations')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    if (input.lines) await writeLines(trx, id, input.lines);
  });
  return getLocalization(db, id);
}

export async function importLines(db: Db, id: number, file: LocalizationFile) {
  await getLocalization(db, id);
  await db.transaction().execute(async (trx) => {
    await writeLines(trx, id, file.lines, file.mode === 'replace');
    await trx.updateTable('localizations').set({ updated_at: nowIso() }).where('id', '=', id).execute();
  });
  return getLocalization(db, id);
}

export async function exportLocalization(db: Db, id: number) {
  const loc = await getLocalization(db, id);
  return { name: loc.name, language: loc.language, lines: loc.lines };
}

export async function deleteLocalization(db: Db, settings: SettingsStore, id: number) {
  const loc = await getLocalization(db, id);
  if (settings.get<string>('i18n.default_localization') === loc.language) {
    throw conflict('The default localization cannot be deleted.');
  }
  const count = await db
    .selectFrom('localizations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) <= 1) throw conflict('The last localization cannot be deleted.');
  await db.deleteFrom('localizations').where('id', '=', id).execute();
}
