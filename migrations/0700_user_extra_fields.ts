import type { Kysely } from 'kysely';

// Registration's optional extra fields (spec section 2): the answers a user gave on the register
// form, as JSON [{ name, label, value }]. The label is kept beside the value so the admin user page
// still reads well after the admin renames or removes a field.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('extra_fields', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('extra_fields').execute();
}
