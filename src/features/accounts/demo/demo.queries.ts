import type { Db, Trx } from '../../../db/database';
import { DEMO_GATEWAY } from './demo.accounts';

// Every SQL statement of demo mode: finding the demo accounts and the accounts visitors made, the
// demo subscription, and the plan-only permission on the default and guest roles.

export async function userIdsByEmail(db: Db | Trx, emails: readonly string[]) {
  if (!emails.length) return new Map<string, number>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...emails])
    .execute();
  return new Map(rows.map((r) => [r.email, r.id] as const));
}

/** Accounts made after the demo was first seeded: by visitors (registered, or created through the demo admin). */
export async function userIdsCreatedAfter(db: Db | Trx, since: string) {
  const rows = await db.selectFrom('users').select('id').where('created_at', '>', since).execute();
  return rows.map((r) => r.id);
}

/** The demo subscription of a user: renewing with no end date, so valid until the next reset. */
export async function upsertDemoSubscription(db: Db | Trx, userId: number, productId: number, now: string, renewsAt: string) {
  const fields = {
    product_id: productId,
    price_id: null,
    status: 'active',
    renews_at: renewsAt,
    ends_at: null,
    canceled_at: null,
    trial_ends_at: null,
    updated_at: now,
  };
  await db
    .insertInto('subscriptions')
    .values({ ...fields, user_id: userId, gateway: DEMO_GATEWAY, gateway_id: `demo-${userId}`, created_at: now })
    .onConflict((oc) => oc.columns(['gateway', 'gateway_id']).doUpdateSet(fields))
    .execute();
}

export async function subscriptionGateway(db: Db, id: number) {
  if (!Number.isInteger(id)) return null;
  const row = await db.selectFrom('subscriptions').select('gateway').where('id', '=', id).executeTakeFirst();
  return row?.gateway ?? null;
}

/** Takes a permission from every default (Users) and guest role; returns how many grants went. */
export async function revokeFromDefaultAndGuestRoles(db: Db | Trx, permission: string) {
  const result = await db
    .deleteFrom('role_permissions')
    .where('permission_id', 'in', (eb) => eb.selectFrom('permissions').select('id').where('name', '=', permission))
    .where('role_id', 'in', (eb) =>
      eb
        .selectFrom('roles')
        .select('id')
        .where((w) => w.or([w('default', '=', 1), w('guests', '=', 1)])),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
