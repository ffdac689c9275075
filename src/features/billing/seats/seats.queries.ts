import type { Db } from '../../../db/database';
import { validSubscription } from '../subscriptions/subscriptions.queries';

// Plan seats read the workspaces tables directly: who owns which workspace and who joined when.

/**
 * The seat plans (seats > 1) held, through a valid subscription, by the owners of the workspaces
 * `userId` belongs to without owning them: one row per owner and plan.
 */
export async function seatPlansOfOwnersOf(db: Db, userId: number) {
  return db
    .selectFrom('workspace_members')
    .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
    .innerJoin('subscriptions', 'subscriptions.user_id', 'workspaces.owner_id')
    .innerJoin('products', 'products.id', 'subscriptions.product_id')
    .select(['workspaces.owner_id', 'products.id as product_id', 'products.seats', 'products.permissions', 'subscriptions.ends_at'])
    .distinct()
    .where('workspace_members.user_id', '=', userId)
    .where('workspaces.owner_id', '!=', userId)
    .where('products.seats', '>', 1)
    .where((eb) => validSubscription(eb))
    .execute();
}

/** The seat plans (seats > 1) the user holds a valid subscription to. */
export async function seatPlansOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('products', 'products.id', 'subscriptions.product_id')
    .select(['products.id as product_id', 'products.seats'])
    .distinct()
    .where('subscriptions.user_id', '=', userId)
    .where('products.seats', '>', 1)
    .where((eb) => validSubscription(eb))
    .execute();
}

/**
 * Every membership of someone other than the owner in the workspaces `ownerId` owns, earliest first
 * (then by membership id), with the member and the workspace: the order seats are handed out in.
 */
export async function seatQueueMemberships(db: Db, ownerId: number) {
  return db
    .selectFrom('workspace_members')
    .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
    .innerJoin('users', 'users.id', 'workspace_members.user_id')
    .select([
      'workspace_members.user_id',
      'users.name',
      'users.email',
      'users.image',
      'workspaces.id as workspace_id',
      'workspaces.name as workspace_name',
    ])
    .where('workspaces.owner_id', '=', ownerId)
    .where('workspace_members.user_id', '!=', ownerId)
    .orderBy('workspace_members.created_at')
    .orderBy('workspace_members.id')
    .execute();
}
