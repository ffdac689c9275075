import type { Db } from '../../../db/database';
import type { PermissionGrant } from '../../accounts/roles/access';
import type { UserPayloadExtension } from '../../accounts/users/users.present';
import { presentSubscriptions } from './subscriptions.present';
import { subscriptionsOf, validPlanPermissionsOf } from './subscriptions.queries';

/**
 * The paywall: a user holds the permissions of every plan they have a valid subscription to.
 * Validity is checked against the clock on every load, so a plan's permissions go when it ends.
 */
export async function planGrants(db: Db, userId: number): Promise<PermissionGrant[]> {
  const rows = await validPlanPermissionsOf(db, userId);
  return rows.flatMap((row) => planPermissionGrants(row.permissions));
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
