import type { Db, Trx } from '../../../db/database';
import type { Effect } from './webhooks.notify';

export async function seenEvent(db: Db, gateway: string, eventId: string) {
  return !!(await db
    .selectFrom('webhook_events')
    .select('id')
    .where('gateway', '=', gateway)
    .where('event_id', '=', eventId)
    .executeTakeFirst());
}

/**
 * Applies an event exactly once: the ledger row and the event's writes commit together, and a
 * second delivery (even a concurrent one) finds the unique (gateway, event_id) row and does nothing.
 * Returns the effects to deliver, or null for a duplicate.
 */
export async function applyOnce(
  db: Db,
  gateway: string,
  event: { id: string; type: string },
  apply: (trx: Trx) => Promise<Effect[]>,
): Promise<Effect[] | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('webhook_events')
      .values({ gateway, event_id: event.id, type: event.type.slice(0, 100) })
      .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    return apply(trx);
  });
}
