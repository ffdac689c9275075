import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { conflict, type FieldErrors, notFound, validationError } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import { defaultDarkTheme, defaultLightTheme } from '../../../shared/default-themes';
import {
  clearThemeFlag,
  countThemes,
  deleteThemeRow,
  findThemeRow,
  insertTheme,
  presentTheme,
  themeListQuery,
  updateThemeRow,
} from './themes.queries';
import type { CreateThemeInput, UpdateThemeInput } from '../../../shared/themes.schemas';

// Themes for the appearance editor (appearance.update, checked by the routes). One theme is the
// default light and one the default dark (spec section 3). Every write drops the 'themes' cache
// tag, under which the bootstrap data caches the themes.

/** The site applies only the CSS variables: a chosen font also becomes --mq-font-family (unless given). */
const fontValue = (font: { family: string } | null | undefined): Record<string, string> =>
  font ? { '--mq-font-family': font.family } : {};

export async function listThemesPage({ db }: Deps, params: PageParams) {
  return paginate(themeListQuery(db), params, presentTheme);
}

export async function getTheme({ db }: Deps, id: number) {
  const row = await findThemeRow(db, id);
  if (!row) throw notFound('Theme not found.');
  return presentTheme(row);
}

export async function createTheme(deps: Deps, input: CreateThemeInput) {
  const base = input.is_dark ? defaultDarkTheme : defaultLightTheme;
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    if (input.default_light) await clearThemeFlag(trx, 'default_light');
    if (input.default_dark) await clearThemeFlag(trx, 'default_dark');
    return insertTheme(trx, {
      name: input.name,
      is_dark: input.is_dark ? 1 : 0,
      default_light: input.default_light ? 1 : 0,
      default_dark: input.default_dark ? 1 : 0,
      values: JSON.stringify({ ...base, ...fontValue(input.font), ...input.values }),
      font: input.font ? JSON.stringify(input.font) : null,
      created_at: now,
      updated_at: now,
    });
  });
  const theme = await getTheme(deps, id);
  deps.services.cache.invalidate('themes');
  return theme;
}

export async function updateTheme(deps: Deps, id: number, input: UpdateThemeInput) {
  const current = await getTheme(deps, id);
  const errors: FieldErrors = {};
  if (current.default_light && input.default_light === false)
    errors.default_light = ['Make another theme the default light theme instead.'];
  if (current.default_dark && input.default_dark === false) errors.default_dark = ['Make another theme the default dark theme instead.'];
  if (Object.keys(errors).length) throw validationError(errors);
  await deps.db.transaction().execute(async (trx) => {
    if (input.default_light && !current.default_light) await clearThemeFlag(trx, 'default_light');
    if (input.default_dark && !current.default_dark) await clearThemeFlag(trx, 'default_dark');
    await updateThemeRow(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.is_dark !== undefined ? { is_dark: input.is_dark ? 1 : 0 } : {}),
      ...(input.default_light !== undefined ? { default_light: input.default_light ? 1 : 0 } : {}),
      ...(input.default_dark !== undefined ? { default_dark: input.default_dark ? 1 : 0 } : {}),
      ...(input.values || input.font ? { values: JSON.stringify({ ...current.values, ...fontValue(input.font), ...input.values }) } : {}),
      ...(input.font !== undefined ? { font: input.font ? JSON.stringify(input.font) : null } : {}),
      updated_at: nowIso(),
    });
  });
  const theme = await getTheme(deps, id);
  deps.services.cache.invalidate('themes');
  return theme;
}

/** A default theme cannot go (the last light/dark default would be lost), nor the last theme. */
export async function deleteTheme(deps: Deps, id: number) {
  const { db, services } = deps;
  const theme = await getTheme(deps, id);
  if (
    (theme.default_light && (await countThemes(db, 'default_light')) <= 1) ||
    (theme.default_dark && (await countThemes(db, 'default_dark')) <= 1)
  ) {
    throw conflict('This is a default theme: make another theme the default first.');
  }
  if ((await countThemes(db)) <= 1) throw conflict('The last theme cannot be deleted.');
  await deleteThemeRow(db, id);
  if (services.settings.get<number | null>('themes.default_id') === id) await services.settings.save({ 'themes.default_id': null });
  services.cache.invalidate('themes');
}
