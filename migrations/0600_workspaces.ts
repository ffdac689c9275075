import type { Kysely } from 'kysely';
import { createdAt, primaryId } from '../src/db/schema-helpers';

// Workspaces: households and teams. Members hold a workspace role (owner, admin, member); invites
// are found by the hash of their token. Lists may belong to a workspace (workspace_id), one list per
// workspace is its shared watchlist (workspace_watchlist_of), list items remember who added them,
// and a plan's `seats` says how many people (the subscriber included) its grants cover.
// The columns added to lists and list_items carry no foreign key (SQLite cannot drop such a column
// in down()): deleting a workspace or a user clears them in the same transaction instead.
export async function up(db: Kysely<any>): Promise<void> {
  const stamp = createdAt(db);
  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('workspaces_owner_idx').on('workspaces').column('owner_id').execute();

  await db.schema
    .createTable('workspace_members')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addUniqueConstraint('workspace_members_unique', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_members_user_idx').on('workspace_members').column('user_id').execute();

  await db.schema
    .createTable('workspace_invites')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('inviter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', stamp)
    .addColumn('updated_at', 'varchar(32)', stamp)
    .execute();
  await db.schema.createIndex('workspace_invites_workspace_idx').on('workspace_invites').columns(['workspace_id', 'status']).execute();
  await db.schema.createIndex('workspace_invites_email_idx').on('workspace_invites').column('email').execute();

  await db.schema.alterTable('lists').addColumn('workspace_id', 'integer').execute();
  await db.schema.alterTable('lists').addColumn('workspace_watchlist_of', 'integer').execute();
  await db.schema.createIndex('lists_workspace_idx').on('lists').column('workspace_id').execute();
  await db.schema.createIndex('lists_workspace_watchlist_unique').on('lists').column('workspace_watchlist_of').unique().execute();
  await db.schema.alterTable('list_items').addColumn('added_by', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('seats').execute();
  await db.schema.alterTable('list_items').dropColumn('added_by').execute();
  await db.schema.dropIndex('lists_workspace_watchlist_unique').execute();
  await db.schema.dropIndex('lists_workspace_idx').execute();
  await db.schema.alterTable('lists').dropColumn('workspace_watchlist_of').execute();
  await db.schema.alterTable('lists').dropColumn('workspace_id').execute();
  await db.schema.dropTable('workspace_invites').execute();
  await db.schema.dropTable('workspace_members').execute();
  await db.schema.dropTable('workspaces').execute();
}
