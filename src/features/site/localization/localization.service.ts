import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { conflict, notFound, validationError } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import {
  countLocalizations,
  deleteLocalizationRow,
  findLocalization,
  findLocalizationByLanguage,
  insertLocalization,
  linesOf,
  localizationLines,
  localizationListQuery,
  updateLocalizationRow,
  writeLines,
} from './localization.queries';
import type { CreateLocalizationInput, LocalizationFile, UpdateLocalizationInput } from './localization.schemas';
import { sourceStrings } from './source-strings';

// Localizations and their translation lines (localizations.update, checked by the routes). Every
// write drops the 'localizations' cache tag: the bootstrap data caches the translation block.

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
export async function listLocalizationsPage({ db, services }: Deps, params: PageParams & { query?: string }) {
  const page = await paginate(localizationListQuery(db, params.query).orderBy('localizations.name'), params, present);
  const strings = new Set(sourceStrings());
  const ids = page.data.map((l) => l.id);
  const translated = new Map<number, number>();
  if (ids.length) {
    for (const r of await linesOf(db, ids))
      if (r.value.trim() && strings.has(r.key)) translated.set(r.localization_id, (translated.get(r.localization_id) ?? 0) + 1);
  }
  const defaultLanguage = services.settings.get<string>('i18n.default_localization');
  return {
    ...page,
    total_strings: strings.size,
    data: page.data.map((l) => ({ ...l, is_default: l.language === defaultLanguage, translated_count: translated.get(l.id) ?? 0 })),
  };
}

/** Makes a localization the site's default language (the i18n.default_localization setting). */
export async function setDefaultLocalization(deps: Deps, id: number) {
  const loc = await getLocalization(deps, id);
  await deps.services.settings.save({ 'i18n.default_localization': loc.language });
  deps.services.cache.invalidate('localizations');
  return loc;
}

export async function getLocalization({ db }: Deps, id: number) {
  const row = await findLocalization(db, id);
  if (!row) throw notFound('Localization not found.');
  return { ...present(row), lines: await localizationLines(db, id) };
}

async function assertLanguageFree({ db }: Deps, language: string, exceptId: number | null) {
  const taken = await findLocalizationByLanguage(db, language);
  if (taken && taken.id !== exceptId) throw validationError({ language: ['A localization for this language already exists.'] });
}

export async function createLocalization(deps: Deps, input: CreateLocalizationInput) {
  await assertLanguageFree(deps, input.language, null);
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await insertLocalization(trx, { name: input.name, language: input.language, created_at: now, updated_at: now });
    await writeLines(trx, newId, input.lines);
    return newId;
  });
  return written(deps, id);
}

/** The localization as saved, after dropping the cached translation blocks. */
async function written(deps: Deps, id: number) {
  const loc = await getLocalization(deps, id);
  deps.services.cache.invalidate('localizations');
  return loc;
}

export async function updateLocalization(deps: Deps, id: number, input: UpdateLocalizationInput) {
  const current = await getLocalization(deps, id);
  if (input.language !== undefined && input.language !== current.language) {
    if (deps.services.settings.get<string>('i18n.default_localization') === current.language) {
      throw validationError({ language: ['This is the default localization: choose another default in settings first.'] });
    }
    await assertLanguageFree(deps, input.language, id);
  }
  await deps.db.transaction().execute(async (trx) => {
    await updateLocalizationRow(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      updated_at: nowIso(),
    });
    if (input.lines) await writeLines(trx, id, input.lines);
  });
  return written(deps, id);
}

export async function importLines(deps: Deps, id: number, file: LocalizationFile) {
  await getLocalization(deps, id);
  await deps.db.transaction().execute(async (trx) => {
    await writeLines(trx, id, file.lines, file.mode === 'replace');
    await updateLocalizationRow(trx, id, { updated_at: nowIso() });
  });
  return written(deps, id);
}

export async function exportLocalization(deps: Deps, id: number) {
  const loc = await getLocalization(deps, id);
  return { name: loc.name, language: loc.language, lines: loc.lines };
}

export async function deleteLocalization(deps: Deps, id: number) {
  const loc = await getLocalization(deps, id);
  if (deps.services.settings.get<string>('i18n.default_localization') === loc.language) {
    throw conflict('The default localization cannot be deleted.');
  }
  if ((await countLocalizations(deps.db)) <= 1) throw conflict('The last localization cannot be deleted.');
  await deleteLocalizationRow(deps.db, id);
  deps.services.cache.invalidate('localizations');
}
