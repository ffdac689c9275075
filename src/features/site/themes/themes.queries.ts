import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { ThemesTable } from '../../../db/tables/core';
import { defaultDarkTheme, defaultLightTheme } from '../../../shared/default-themes';

export interface ThemePayload {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
  font: { family: string; google?: boolean } | null;
}

export async function listThemes(db: Db): Promise<ThemePayload[]> {
  const rows = await db.selectFrom('themes').selectAll().orderBy('id').execute();
  return rows.map(presentTheme);
}

export async function seedDefaultThemes(db: Db) {
  const existing = await db.selectFrom('themes').select('id').executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('themes')
    .values([
      { name: 'Dark', is_dark: 1, default_dark: 1, default_light: 0, values: JSON.stringify(defaultDarkTheme) },
      { name: 'Light', is_dark: 0, default_dark: 0, default_light: 1, values: JSON.stringify(defaultLightTheme) },
    ])
    .execute();
}

type ThemeRow = Awaited<ReturnType<typeof findThemeRow>> & {};

export function presentTheme(r: NonNullable<ThemeRow>): ThemePayload {
  return {
    id: r.id,
    name: r.name,
    is_dark: !!r.is_dark,
    default_light: !!r.default_light,
    default_dark: !!r.default_dark,
    values: JSON.parse(r.values),
    font: r.font ? JSON.parse(r.font) : null,
  };
}

export async function findThemeRow(db: Db, id: number) {
  return db.selectFrom('themes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function themeListQuery(db: Db) {
  return db.selectFrom('themes').selectAll().orderBy('id');
}

export async function countThemes(db: Db, flag?: 'default_light' | 'default_dark') {
  let q = db.selectFrom('themes').select((eb) => eb.fn.countAll<number>().as('n'));
  if (flag) q = q.where(flag, '=', 1);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Takes a default flag off every theme (before another theme gets it). */
export function clearThemeFlag(trx: Db | Trx, flag: 'default_light' | 'default_dark') {
  return trx
    .updateTable('themes')
    .set(flag === 'default_light' ? { default_light: 0 } : { default_dark: 0 })
    .execute();
}

export async function insertTheme(trx: Db | Trx, values: Insertable<ThemesTable>) {
  return (await trx.insertInto('themes').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export function updateThemeRow(trx: Db | Trx, id: number, changes: Updateable<ThemesTable>) {
  return trx.updateTable('themes').set(changes).where('id', '=', id).execute();
}

export function deleteThemeRow(db: Db, id: number) {
  return db.deleteFrom('themes').where('id', '=', id).execute();
}
