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
  const grants: PermissionGrant[] = [];
  for (const row of rows) {
    try {
      const list = JSON.parse(row.permissions) as PermissionGrant[];
      for (const g of list) grants.push({ name: g.name, restrictions: Array.isArray(g.restrictions) ? g.restrictions : [] });
    } catch {
      // a malformed list grants nothing
    }
  }
  return grants;
}

/** The signed-in user's subscriptions, in the user payload. */
export const subscriptionsPayload: UserPayloadExtension = async (db, user) => ({
  subscriptions: await presentSubscriptions(db, await subscriptionsOf(db, user.id)),
});
