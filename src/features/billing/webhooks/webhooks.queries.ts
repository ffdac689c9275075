import type { Db } from '../../../db/database';

/** Records a provider event in the ledger; false when it is already there (a repeat delivery). */
export async function recordEvent(db: Db, gateway: string, event: { id: string; type: string }) {
  const inserted = await db
    .insertInto('webhook_events')
    .values({ gateway, event_id: event.id, type: event.type.slice(0, 100) })
    .onConflict((oc) => oc.columns(['gateway', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!inserted;
}
