import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../src/db/schema-helpers';

// users.item_state_version counts the changes to what a signed-in GET titles/{id} shows of its
// viewer (their title ratings, their own lists holding a title, their title follows): the viewer's
// state is cached per session under it (community/ratings/title-extension.ts), and the session
// lookup reads it with the user's row. Triggers keep it, so every writer (API, CLI, imports,
// cascades from deleted titles or lists) bumps it in the same transaction as the change itself.

const bump = (who: string) => `UPDATE users SET item_state_version = item_state_version + 1 WHERE id IN (${who})`;
const listOwner = (list: string) => `SELECT user_id FROM lists WHERE id = ${list}`;

// [name, SQLite trigger heads and bodies], one per event
const sqliteTriggers: [string, string][] = [
  ['ratings_state_ai', `AFTER INSERT ON ratings WHEN new.rateable_type = 'title' BEGIN ${bump('new.user_id')}; END`],
  [
    'ratings_state_au',
    `AFTER UPDATE ON ratings WHEN new.rateable_type = 'title' OR old.rateable_type = 'title' BEGIN ${bump('old.user_id, new.user_id')}; END`,
  ],
  ['ratings_state_ad', `AFTER DELETE ON ratings WHEN old.rateable_type = 'title' BEGIN ${bump('old.user_id')}; END`],
  ['follows_state_ai', `AFTER INSERT ON content_follows WHEN new.title_id IS NOT NULL BEGIN ${bump('new.user_id')}; END`],
  ['follows_state_au', `AFTER UPDATE ON content_follows BEGIN ${bump('old.user_id, new.user_id')}; END`],
  ['follows_state_ad', `AFTER DELETE ON content_follows WHEN old.title_id IS NOT NULL BEGIN ${bump('old.user_id')}; END`],
  ['list_items_state_ai', `AFTER INSERT ON list_items WHEN new.item_type = 'title' BEGIN ${bump(listOwner('new.list_id'))}; END`],
  [
    'list_items_state_au',
    `AFTER UPDATE OF list_id, item_type, item_id ON list_items BEGIN ${bump(listOwner('old.list_id'))}; ${bump(listOwner('new.list_id'))}; END`,
  ],
  ['list_items_state_ad', `AFTER DELETE ON list_items WHEN old.item_type = 'title' BEGIN ${bump(listOwner('old.list_id'))}; END`],
  ['lists_state_au', `AFTER UPDATE OF user_id, workspace_id, watchlist_of ON lists BEGIN ${bump('old.user_id, new.user_id')}; END`],
  ['lists_state_ad', `AFTER DELETE ON lists BEGIN ${bump('old.user_id')}; END`],
];

// PostgreSQL: one function and row trigger per table
const pgFunctions: [table: string, events: string, body: string][] = [
  [
    'ratings',
    'INSERT OR UPDATE OR DELETE',
    `IF TG_OP <> 'INSERT' AND OLD.rateable_type = 'title' THEN ${bump('OLD.user_id')}; END IF;
     IF TG_OP <> 'DELETE' AND NEW.rateable_type = 'title' THEN ${bump('NEW.user_id')}; END IF;`,
  ],
  [
    'content_follows',
    'INSERT OR UPDATE OR DELETE',
    `IF TG_OP <> 'INSERT' AND OLD.title_id IS NOT NULL THEN ${bump('OLD.user_id')}; END IF;
     IF TG_OP <> 'DELETE' AND NEW.title_id IS NOT NULL THEN ${bump('NEW.user_id')}; END IF;`,
  ],
  [
    'list_items',
    'INSERT OR UPDATE OF list_id, item_type, item_id OR DELETE',
    `IF TG_OP <> 'INSERT' AND OLD.item_type = 'title' THEN ${bump(listOwner('OLD.list_id'))}; END IF;
     IF TG_OP <> 'DELETE' AND NEW.item_type = 'title' THEN ${bump(listOwner('NEW.list_id'))}; END IF;`,
  ],
  [
    'lists',
    'UPDATE OF user_id, workspace_id, watchlist_of OR DELETE',
    `${bump('OLD.user_id')}; IF TG_OP = 'UPDATE' THEN ${bump('NEW.user_id')}; END IF;`,
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('item_state_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    for (const [table, events, body] of pgFunctions) {
      await sql
        .raw(`CREATE OR REPLACE FUNCTION ${table}_viewer_state() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`)
        .execute(db);
      await sql
        .raw(`CREATE TRIGGER ${table}_viewer_state AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${table}_viewer_state()`)
        .execute(db);
    }
  } else {
    for (const [name, trigger] of sqliteTriggers) await sql.raw(`CREATE TRIGGER ${name} ${trigger}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table] of pgFunctions) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_viewer_state ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_viewer_state()`).execute(db);
    }
  } else {
    for (const [name] of sqliteTriggers) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  }
  await db.schema.alterTable('users').dropColumn('item_state_version').execute();
}
