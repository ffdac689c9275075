import type { Db } from '../../../db/database';

/**
 * Per user, what the bell shows changing: how many unread, the newest unread id and time (a new
 * one raises them; reading or deleting lowers the count; a merged one moves its time). Users with
 * nothing unread are absent. Reads the (user_id, read_at) index, only for the users given.
 */
export function unreadStates(db: Db, userIds: number[]) {
  return db
    .selectFrom('notifications')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number>().as('unread'),
      eb.fn.max('id').as('newest_id'),
      eb.fn.max('created_at').as('newest_at'),
    ])
    .where('read_at', 'is', null)
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
}
