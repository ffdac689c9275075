import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { InvoicesTable } from '../../../db/tables/billing';

export type InvoiceRow = Selectable<InvoicesTable>;

export type InvoiceInput = Omit<InvoiceRow, 'id' | 'created_at'>;

/** One row per provider invoice; a repeat (another event about the same invoice) is ignored. */
export async function storeInvoice(db: Db, input: InvoiceInput) {
  await db
    .insertInto('invoices')
    .values(input)
    .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doNothing())
    .execute();
}

export async function invoicesOf(db: Db, userId: number, limit = 50) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findInvoice(db: Db, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Paid invoice totals per currency over [from, to]. */
export async function paidTotalsByCurrency(db: Db, from: string, to: string) {
  return db
    .selectFrom('invoices')
    .select(['currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .groupBy('currency')
    .execute();
}
