import type { Kysely } from 'kysely';

// Scheduled tasks run once across every process that shares the database: before a run, a process
// claims the task for that period (the cron's minute, or second for second-level patterns) by
// moving the task's row forward; the one whose update lands runs it, the others skip.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedule_leases')
    .addColumn('task', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('period', 'varchar(32)', (c) => c.notNull())
    .addColumn('holder', 'varchar(191)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedule_leases').execute();
}
