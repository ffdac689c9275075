import type { Kysely } from 'kysely';

// The default themes' colours reach WCAG AA contrast (issue 18): the light theme's primary (white
// on it was 3.92:1, as text on the page 3.69:1), positive and warning, and the dark theme's accent.
// A stored theme changes only where it still holds the earlier default, so an admin's own colours stay.
const changes: { dark: boolean; name: string; from: string; to: string }[] = [
  { dark: false, name: '--mq-primary', from: '168 120 0', to: '138 97 0' },
  { dark: false, name: '--mq-positive', from: '21 128 61', to: '21 118 56' },
  { dark: false, name: '--mq-warning', from: '161 98 7', to: '146 88 6' },
  { dark: true, name: '--mq-accent', from: '229 9 20', to: '239 45 55' },
];

async function swap(db: Kysely<any>, direction: 'up' | 'down') {
  const themes = await db.selectFrom('themes').select(['id', 'is_dark', 'values']).execute();
  for (const theme of themes) {
    const values = JSON.parse(theme.values) as Record<string, string>;
    let changed = false;
    for (const change of changes) {
      const [from, to] = direction === 'up' ? [change.from, change.to] : [change.to, change.from];
      if (!!theme.is_dark === change.dark && values[change.name] === from) {
        values[change.name] = to;
        changed = true;
      }
    }
    if (changed)
      await db
        .updateTable('themes')
        .set({ values: JSON.stringify(values) })
        .where('id', '=', theme.id)
        .execute();
  }
}

export const up = (db: Kysely<any>) => swap(db, 'up');
export const down = (db: Kysely<any>) => swap(db, 'down');
