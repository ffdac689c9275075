import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Sign-in security: two-factor challenges and used TOTP steps, password reset tokens, e-mail
// verification codes, devices a user has signed in from, and the shared rate-limit counters.
// Every token or code is stored only as a hash (SHA-256 or an HMAC keyed by the app key).
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey()) // sha-256 of the cookie token, hex
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('two_factor_challenges_user_idx').on('two_factor_challenges').column('user_id').execute();

  await db.schema
    .createTable('two_factor_steps')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_step', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('email_verification_codes')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('email_verification_codes_user_idx').on('email_verification_codes').column('user_id').execute();

  await db.schema
    .createTable('user_known_devices')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull()) // sha-256 of user agent + ip
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('last_seen_at', 'varchar(32)', stamp)
    .addPrimaryKeyConstraint('user_known_devices_pk', ['user_id', 'device_hash'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey()) // sha-256 of bucket name + subject
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'user_known_devices',
    'email_verification_codes',
    'password_reset_tokens',
    'two_factor_steps',
    'two_factor_challenges',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
