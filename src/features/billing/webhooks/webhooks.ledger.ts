import type { Db, Trx } from '../../../db/database';
import type { Effect } from './webhooks.notify';
import { recordEvent } from './webhooks.queries';

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
    if (!(await recordEvent(trx, gateway, event))) return null;
    return apply(trx);
  });
}
