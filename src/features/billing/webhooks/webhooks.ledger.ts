import type { Db, Trx } from '../../../db/database';
import type { Deps } from '../../../deps';
import { type SubscriptionRow, upsertFromProvider } from '../subscriptions/subscriptions.queries';
import type { SubscriptionState } from '../subscriptions/subscriptions.state';
import { deliverEffects, type Effect } from './webhooks.notify';
import { recordEvent } from './webhooks.queries';
import { grantsChanged } from '../../accounts/roles/grants-cache';

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

/**
 * The course of every provider event: applied once, the subscription's current state (re-read
 * from the provider) is stored, `effectsOf` records what the event adds (an invoice) and picks the
 * notices, which are delivered after the commit. Events of other types are acknowledged as ignored.
 */
export async function applyProviderEvent(
  { db, services }: Deps,
  gateway: string,
  event: { id: string; type: string; handled: boolean },
  state: SubscriptionState | null,
  effectsOf: (trx: Trx, after: SubscriptionRow, who: { userId: number; productId: number | null }) => Promise<Effect[]>,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const effects = await applyOnce(db, gateway, event, async (trx) => {
    if (!state) return [];
    const saved = await upsertFromProvider(trx, state);
    if (!saved) return [];
    const { after } = saved;
    return effectsOf(trx, after, { userId: after.user_id, productId: after.product_id });
  });
  if (effects === null) return 'duplicate';
  if (state) grantsChanged(services.cache);
  if (!event.handled) return 'ignored';
  await deliverEffects({ db, services }, effects);
  return 'applied';
}
