import type { Kysely } from 'kysely';

// Errors reported by browsers land in the same error log as the server's: `source` tells them
// apart ('server' or 'client'), and a client entry keeps the app release and user agent it came from.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('error_log')
    .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('server'))
    .execute();
  await db.schema.alterTable('error_log').addColumn('release', 'varchar(64)').execute();
  await db.schema.alterTable('error_log').addColumn('user_agent', 'varchar(512)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('error_log').dropColumn('user_agent').execute();
  await db.schema.alterTable('error_log').dropColumn('release').execute();
  await db.schema.alterTable('error_log').dropColumn('source').execute();
}
