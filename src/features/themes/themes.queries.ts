import type { Db } from '../../db/database';
import { defaultDarkTheme, defaultLightTheme } from './default-themes';

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
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    is_dark: !!r.is_dark,
    default_light: !!r.default_light,
    default_dark: !!r.default_dark,
    values: JSON.parse(r.values),
    font: r.font ? JSON.parse(r.font) : null,
  }));
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
