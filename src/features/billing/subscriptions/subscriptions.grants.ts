import type { Db } from '../../../db/database';
import type { PermissionGrant } from '../../accounts/roles/access';
import { earliestEnd, type ExtraGrants } from '../../accounts/roles/roles.queries';
import type { UserPayloadExtension } from '../../accounts/users/users.present';
import { presentSubscriptions } from './subscriptions.present';
import { subscriptionsOf, validPlanPermissionsOf } from './subscriptions.queries';

/**
 * The paywall: a user holds the permissions of every plan they have a valid subscription to, until
 * the earliest end among them (the signed-in user's grants are cached until then, src/http/auth.ts).
 */
export async function planGrants(db: Db, userId: number): Promise<ExtraGrants> {
  const rows = await validPlanPermissionsOf(db, userId);
  return { grants: rows.flatMap((row) => planPermissionGrants(row.permissions)), until: earliestEnd(rows.map((r) => r.ends_at)) };
}

/** A plan's stored permission list (JSON) as grants; a malformed list grants nothing. */
export function planPermissionGrants(permissions: string): PermissionGrant[] {
  try {
    const list = JSON.parse(permissions) as PermissionGrant[];
    if (!Array.isArray(list)) return [];
    return list.map((g) => ({ name: g.name, restrictions: Array.isArray(g.restrictions) ? g.restrictions : [] }));
  } catch {
    return [];
  }
}

/** The signed-in user's subscriptions, in the user payload. */
export const subscriptionsPayload: UserPayloadExtension = async (db, user) => ({
  subscriptions: await presentSubscriptions(db, await subscriptionsOf(db, user.id)),
});
