import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict, notFound, validationError } from '../../../http/errors';
import type { SettingsStore } from '../../operations/settings/settings.store';
import type { ProductInput } from '../../../contract/plans.schemas';
import { findProduct, pricesOf } from './plans.queries';
import { syncProduct } from './plans.sync';

interface Ctx {
  db: Db;
  settings: Pick<SettingsStore, 'get'>;
  config: Config;
}

async function assertPermissionsExist(db: Db, input: ProductInput) {
  if (!input.free && !input.prices.length) throw validationError({ prices: ['A paid plan needs at least one price.'] });
  const names = [...new Set(input.permissions.map((p) => p.name))];
  if (!names.length) return;
  const known = await db.selectFrom('permissions').select('name').where('name', 'in', names).execute();
  const missing = names.filter((n) => !known.some((k) => k.name === n));
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
});

export async function createProduct({ db, settings, config }: Ctx, input: ProductInput) {
  await assertPermissionsExist(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('products').values(productFields(input)).returning('id').executeTakeFirstOrThrow();
    for (const p of input.prices) {
      await trx
        .insertInto('prices')
        .values({ product_id: row.id, amount: p.amount, currency: p.currency, interval: p.interval, interval_count: p.interval_count })
        .execute();
    }
    return row.id;
  });
  await syncProduct(db, settings, config, id);
  return id;
}

/**
 * Updates a plan. A price whose amount, currency or interval changed is archived and replaced by a
 * new one (providers never change a price in place; current subscribers keep the old one). Prices
 * left out of the list are archived too.
 */
export async function updateProduct({ db, settings, config }: Ctx, id: number, input: ProductInput) {
  if (!(await findProduct(db, id))) throw notFound();
  await assertPermissionsExist(db, input);
  const existing = (await pricesOf(db, [id])).filter((p) => !p.archived);
  const archivedIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable('products')
      .set({ ...productFields(input), updated_at: now })
      .where('id', '=', id)
      .execute();
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
      await trx
        .insertInto('prices')
        .values({ product_id: id, amount: p.amount, currency: p.currency, interval: p.interval, interval_count: p.interval_count })
        .execute();
    }
    for (const e of existing.filter((e) => !kept.has(e.id))) {
      archivedIds.push(e.id);
      await trx.updateTable('prices').set({ archived: 1, updated_at: now }).where('id', '=', e.id).execute();
    }
  });
  await syncProduct(db, settings, config, id, archivedIds);
}

/** Deletes a plan nobody subscribes to; a plan with subscriptions is hidden instead by the admin. */
export async function deleteProduct({ db, settings, config }: Ctx, id: number) {
  if (!(await findProduct(db, id))) throw notFound();
  const used = await db.selectFrom('subscriptions').select('id').where('product_id', '=', id).executeTakeFirst();
  if (used) throw conflict('This plan has subscriptions: hide it instead.');
  const prices = await pricesOf(db, [id]);
  await db.updateTable('prices').set({ archived: 1 }).where('product_id', '=', id).execute();
  await syncProduct(
    db,
    settings,
    config,
    id,
    prices.filter((p) => !p.archived).map((p) => p.id),
  );
  await db.deleteFrom('products').where('id', '=', id).execute();
}
