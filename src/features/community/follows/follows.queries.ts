import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { type PageParams, paginate } from '../../../http/pagination';
import { countRows } from '../profiles/community.queries';

/** 'followers': who follows the user; 'followed': whom the user follows. */
export type FollowDirection = 'followers' | 'followed';
const sides = (direction: FollowDirection) =>
  direction === 'followers' ? (['followed_id', 'follower_id'] as const) : (['follower_id', 'followed_id'] as const);

/** The row of one user following another. */
const followKey = (followerId: number, followedId: number) => ({ follower_id: followerId, followed_id: followedId });

/** Whether a new follow was stored (false when it existed already). */
export async function insertFollow(db: Db, followerId: number, followedId: number) {
  const inserted = await db
    .insertInto('follows')
    .values({ ...followKey(followerId, followedId), created_at: nowIso() })
    .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFollow(db: Db, followerId: number, followedId: number) {
  await db
    .deleteFrom('follows')
    .where((eb) => eb.and(followKey(followerId, followedId)))
    .execute();
}

export async function followExists(db: Db, followerId: number, followedId: number) {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where((eb) => eb.and(followKey(followerId, followedId)))
    .executeTakeFirst();
  return !!row;
}

export function countFollows(db: Db, userId: number, direction: FollowDirection) {
  return countRows(db.selectFrom('follows').where(sides(direction)[0], '=', userId));
}

/** One page of the users on the other side of the user's follows, newest follow first. */
export function followsPage<T>(
  db: Db,
  userId: number,
  direction: FollowDirection,
  q: PageParams,
  present: (row: { id: number; name: string | null; image: string | null; created_at: string }) => T,
) {
  const [mine, other] = sides(direction);
  const query = db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${other}`)
    .select(['users.id', 'users.name', 'users.image', 'follows.created_at'])
    .where(`follows.${mine}`, '=', userId)
    .orderBy('follows.created_at', 'desc')
    .orderBy('users.id', 'desc');
  return paginate(query, q, present);
}
