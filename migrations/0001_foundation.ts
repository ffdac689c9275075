import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Portable schema: only Kysely's schema builder, so the same file runs on SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  const id = primaryId(db);
  const stamp = createdAt(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)')
    .addColumn('first_name', 'varchar(255)')
    .addColumn('last_name', 'varchar(255)')
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('password', 'varchar(255)')
    .addColumn('image', 'varchar(1000)')
    .addColumn('email_verified_at', 'varchar(32)')
    .addColumn('banned_at', 'varchar(32)')
    .addColumn('ban_reason', 'varchar(1000)')
    .addColumn('language', 'varchar(16)')
    .addColumn('country', 'varchar(8)')
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('two_factor_secret', 'varchar(255)')
    .addColumn('two_factor_recovery_codes', 'text')
    .addColumn('two_factor_confirmed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('guests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('group', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey()) // sha-256 of the cookie token, hex
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'varchar(1000)')
    .addColumn('device_type', 'varchar(16)')
    .addColumn('platform', 'varchar(64)')
    .addColumn('browser', 'varchar(64)')
    .addColumn('city', 'varchar(128)')
    .addColumn('country', 'varchar(8)')
    .addColumn('password_confirmed_at', 'varchar(32)')
    .addColumn('last_active', 'varchar(32)', stamp)
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('settings')
    .addColumn('name', 'varchar(191)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('localizations')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('language', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('localization_lines')
    .addColumn('localization_id', 'integer', (c) => c.notNull().references('localizations.id').onDelete('cascade'))
    .addColumn('key', 'varchar(1000)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('localization_lines_pk', ['localization_id', 'key'])
    .execute();

  await db.schema
    .createTable('themes')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_dark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_light', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_dark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('font', 'text')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('custom_pages')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('meta', 'text')
    .addColumn('hide_nav', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();

  await db.schema
    .createTable('error_log')
    .addColumn('id', 'integer', id)
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('exception', 'text')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('method', 'varchar(16)')
    .addColumn('url', 'varchar(2000)')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('error_log_created_idx').on('error_log').column('created_at').execute();

  await db.schema
    .createTable('schedule_log')
    .addColumn('id', 'integer', id)
    .addColumn('command', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('output', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('ran_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('schedule_log_ran_idx').on('schedule_log').column('ran_at').execute();

  await db.schema
    .createTable('outgoing_email_log')
    .addColumn('id', 'integer', id)
    .addColumn('message_id', 'varchar(255)')
    .addColumn('from', 'varchar(255)')
    .addColumn('to', 'varchar(1000)', (c) => c.notNull())
    .addColumn('subject', 'varchar(1000)', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('outgoing_email_log_created_idx').on('outgoing_email_log').column('created_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', id)
    .addColumn('queue', 'varchar(64)', (c) => c.notNull().defaultTo('default'))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_message', 'varchar(1000)')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .addColumn('run_at', 'varchar(32)', stamp)
    .addColumn('locked_at', 'varchar(32)')
    .addColumn('locked_by', 'varchar(128)')
    .addColumn('subject_type', 'varchar(64)')
    .addColumn('subject_id', 'integer')
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('jobs_pick_idx').on('jobs').columns(['status', 'queue', 'run_at']).execute();
  await db.schema.createIndex('jobs_subject_idx').on('jobs').columns(['subject_type', 'subject_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'jobs',
    'outgoing_email_log',
    'schedule_log',
    'error_log',
    'custom_pages',
    'themes',
    'localization_lines',
    'localizations',
    'settings',
    'sessions',
    'user_roles',
    'user_permissions',
    'role_permissions',
    'permissions',
    'roles',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
