import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Social login links, pending links awaiting a password, and personal access tokens.
// Provider access tokens are never stored: a profile is read once at sign-in.
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);

  await db.schema
    .createTable('social_profiles')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_service_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('username', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addUniqueConstraint('social_profiles_service_uid_unique', ['service_name', 'user_service_id'])
    .addUniqueConstraint('social_profiles_user_service_unique', ['user_id', 'service_name'])
    .execute();

  await db.schema
    .createTable('social_pending_links')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey()) // sha-256 of the cookie token, hex
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_service_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('username', 'varchar(255)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('personal_access_tokens')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique()) // sha-256, hex
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('personal_access_tokens_user_idx').on('personal_access_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['personal_access_tokens', 'social_pending_links', 'social_profiles']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
