import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { authorize } from '../../../http/guard';
import { conflict, notFound, validationError } from '../../../http/errors';
import type { ProductInput } from '../../../shared/plans.schemas';
import { permissionIdsByName } from '../../accounts/users/users.queries';
import { planHasSubscriptions } from '../subscriptions/subscriptions.queries';
import {
  archivePrice,
  archivePricesOf,
  deleteProductRow,
  findProduct,
  insertPrice,
  insertProduct,
  pricesOf,
  updateProductRow,
} from './plans.queries';
import { presentProduct } from './plans.present';
import { isProviderOutage, viaProvider } from '../subscriptions/provider-errors';
import { syncProduct } from './plans.sync';
import { grantsChanged } from '../../accounts/roles/grants-cache';

async function assertPermissionsExist(db: Db, input: ProductInput) {
  if (!input.free && !input.prices.length) throw validationError({ prices: ['A paid plan needs at least one price.'] });
  const names = [...new Set(input.permissions.map((p) => p.name))];
  if (!names.length) return;
  const known = await permissionIdsByName(db, names);
  const missing = names.filter((n) => !known.has(n));
  if (missing.length) throw validationError({ permissions: [`Unknown permission: ${missing.join(', ')}.`] });
}

const productFields = (input: ProductInput) => ({
  name: input.name,
  description: input.description ?? null,
  feature_list: JSON.stringify(input.feature_list),
  permissions: JSON.stringify(input.permissions),
  hidden: input.hidden ? 1 : 0,
  free: input.free ? 1 : 0,
  recommended: input.recommended ? 1 : 0,
  position: input.position,
  seats: input.seats,
});

export async function createProduct(deps: ActorDeps, input: ProductInput) {
  authorize(deps.auth, 'plans.update');
  const { db } = deps;
  await assertPermissionsExist(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const productId = await insertProduct(trx, productFields(input));
    for (const p of input.prices) await insertPrice(trx, productId, p);
    return productId;
  });
  return { id, syncError: await trySync(deps, id) };
}

/**
 * Pushes a saved plan to the payment providers. A provider that is down or failing does not undo
 * the save: the plan stays "not synced" in the plans list (with its Sync now action) and the error
 * is returned for the admin to read; a refusal (422) or a bug still fails the request.
 */
async function trySync(deps: ActorDeps, id: number, archivedIds: number[] = []) {
  try {
    await viaProvider(() => syncProduct(deps, id, archivedIds));
    return null;
  } catch (err) {
    if (isProviderOutage(err)) return err;
    throw err;
  }
}

/**
 * Updates a plan. A price whose amount, currency or interval changed is archived and replaced by a
 * new one (providers never change a price in place; current subscribers keep the old one). Prices
 * left out of the list are archived too.
 */
export async function updateProduct(deps: ActorDeps, id: number, input: ProductInput) {
  authorize(deps.auth, 'plans.update');
  const { db } = deps;
  if (!(await findProduct(db, id))) throw notFound();
  await assertPermissionsExist(db, input);
  const existing = (await pricesOf(db, [id])).filter((p) => !p.archived);
  const archivedIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await updateProductRow(trx, id, { ...productFields(input), updated_at: now });
    const kept = new Set<number>();
    for (const p of input.prices) {
      const old = p.id ? existing.find((e) => e.id === p.id) : undefined;
      if (p.id && !old) throw validationError({ prices: [`Price ${p.id} does not belong to this plan.`] });
      const same =
        old &&
        old.amount === p.amount &&
        old.currency === p.currency &&
        old.interval === p.interval &&
        old.interval_count === p.interval_count;
      if (old && same) {
        kept.add(old.id);
        continue;
      }
      await insertPrice(trx, id, p);
    }
    for (const e of existing.filter((e) => !kept.has(e.id))) {
      archivedIds.push(e.id);
      await archivePrice(trx, e.id, now);
    }
  });
  grantsChanged(deps.services.cache); // its permissions or seats may have changed for every subscriber
  return { syncError: await trySync(deps, id, archivedIds) };
}

/** Deletes a plan nobody subscribes to; a plan with subscriptions is hidden instead by the admin. */
export async function deleteProduct(deps: ActorDeps, id: number) {
  authorize(deps.auth, 'plans.update');
  const { db } = deps;
  if (!(await findProduct(db, id))) throw notFound();
  if (await planHasSubscriptions(db, id)) throw conflict('This plan has subscriptions: hide it instead.');
  const prices = await pricesOf(db, [id]);
  await archivePricesOf(db, id);
  await syncProduct(
    deps,
    id,
    prices.filter((p) => !p.archived).map((p) => p.id),
  );
  await deleteProductRow(db, id);
}

/** Re-runs the provider sync of a plan (e.g. after adding Stripe keys to plans made earlier). */
export async function resyncProduct(deps: ActorDeps, id: number) {
  authorize(deps.auth, 'plans.update');
  if (!(await findProduct(deps.db, id))) throw notFound();
  await viaProvider(() => syncProduct(deps, id));
}

/** A plan as its admin sees it, after a write. */
export async function adminProduct({ db }: Pick<Deps, 'db'>, id: number) {
  const product = (await findProduct(db, id))!;
  return presentProduct(product, await pricesOf(db, [id]), true);
}
