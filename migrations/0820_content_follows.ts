import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Follows of series and people, and the record of what has been announced to whom about, so each
// release notifies exactly once. Every row points at its subject through a cascading foreign key:
// deleting a user, title, episode or person removes its rows in the same statement, and an id that
// SQLite hands out again never inherits an old follow or announcement.
//
// Announced at migration time: everything already playable and every credit of a recently added
// title, so upgrading never notifies about the existing catalogue.
const NEW_TITLE_DAYS = 7;

export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  await db.schema
    .createTable('content_follows')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) => c.references('titles.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', stamp)
    // the audience of a title or person is read in user id order: these are also its indexes
    .addUniqueConstraint('content_follows_title_unique', ['title_id', 'user_id'])
    .addUniqueConstraint('content_follows_person_unique', ['person_id', 'user_id'])
    .addCheckConstraint('content_follows_one_subject', sql`(title_id is null) <> (person_id is null)`)
    .execute();
  await db.schema.createIndex('content_follows_user_idx').on('content_follows').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('announced_episodes')
    .addColumn('episode_id', 'integer', (c) => c.primaryKey().references('episodes.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema
    .createTable('announced_titles')
    .addColumn('title_id', 'integer', (c) => c.primaryKey().references('titles.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema
    .createTable('announced_person_titles')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('title_id', 'integer', (c) => c.notNull().references('titles.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addPrimaryKeyConstraint('announced_person_titles_pk', ['person_id', 'title_id'])
    .execute();

  await backfill(db, new Date());
}

async function backfill(db: Kysely<any>, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const aired = (column: string) => sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} <= ${today})`;
  const playable = db
    .selectFrom('videos as v')
    .leftJoin('episodes as ve', 've.id', 'v.episode_id')
    .where('v.category', '=', 'full')
    .where('v.approved', '=', 1)
    .where('v.status', '=', 'ready');

  await db
    .insertInto('announced_episodes')
    .columns(['episode_id'])
    .expression(playable.select('v.episode_id').distinct().where('v.episode_id', 'is not', null).where(aired('ve.release_date')))
    .execute();
  await db
    .insertInto('announced_titles')
    .columns(['title_id'])
    .expression(
      db
        .selectFrom('titles as t')
        .select('t.id')
        .where(aired('t.release_date'))
        .where('t.id', 'in', playable.select('v.title_id').where(aired('ve.release_date'))),
    )
    .execute();
  const since = new Date(now.getTime() - NEW_TITLE_DAYS * 86_400_000).toISOString();
  await db
    .insertInto('announced_person_titles')
    .columns(['person_id', 'title_id'])
    .expression(
      db
        .selectFrom('credits as c')
        .innerJoin('titles as t', 't.id', 'c.title_id')
        .select(['c.person_id', 'c.title_id'])
        .distinct()
        .where('t.created_at', '>=', since),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announced_person_titles').execute();
  await db.schema.dropTable('announced_titles').execute();
  await db.schema.dropTable('announced_episodes').execute();
  await db.schema.dropTable('content_follows').execute();
}
