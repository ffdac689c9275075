import type { Db } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import { notFound, validationError } from '../../../http/errors';
import type { PageParams } from '../../../http/pagination';
import { findUser } from '../../accounts/users/users.queries';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
import { limitWrites, presentUserSummary } from '../profiles/community-common';
import { userCard } from '../profiles/community.queries';
import { countFollows, deleteFollow, type FollowDirection, followExists, followsPage, insertFollow } from './follows.queries';

export const newFollowerNotification: NotificationType = {
  id: 'community.new_follower',
  group: 'Community',
  name: 'Someone follows me',
  defaults: { email: false, browser: false },
};

/**
 * Tells a user who started following them, in the transaction of the new follow. Once per follower
 * (the key): unfollowing and following again does not notify again.
 */
async function notifyNewFollower(deps: Parameters<typeof publishNotification>[0], followerId: number, userId: number) {
  const who = presentUserSummary(await userCard(deps.db, followerId));
  await publishNotification(deps, {
    type: newFollowerNotification.id,
    audience: { users: [userId] },
    data: {
      image: who.avatar,
      lines: [{ content: `${who.name} started following you.`, type: 'primary', icon: 'person_add' }],
      mainAction: { action: `/user/${who.id}/${who.slug}`, label: 'View profile' },
    },
    key: `new-follower:${followerId}:${userId}`,
    actorId: followerId,
  });
}

async function assertUser(db: Db, id: number) {
  if (!(await findUser(db, id))) throw notFound('User not found.');
}

/** Idempotent: following twice keeps one follow. */
export async function follow(deps: ActorDeps, userId: number) {
  const me = requireUser(deps.auth);
  if (me.id === userId) throw validationError({ user: ['You cannot follow yourself.'] });
  await assertUser(deps.db, userId);
  await limitWrites(deps.db, me.id, 'follows');
  await deps.db.transaction().execute(async (trx) => {
    if (await insertFollow(trx, me.id, userId)) await notifyNewFollower({ db: trx, services: deps.services }, me.id, userId);
  });
  return { is_following: true, followers_count: await followersCount(deps.db, userId) };
}

export async function unfollow(deps: ActorDeps, userId: number) {
  const me = requireUser(deps.auth);
  await assertUser(deps.db, userId);
  await limitWrites(deps.db, me.id, 'follows');
  await deleteFollow(deps.db, me.id, userId);
  return { is_following: false, followers_count: await followersCount(deps.db, userId) };
}

function followersCount(db: Db, userId: number) {
  return countFollows(db, userId, 'followers');
}

/** Whether the signed-in user follows `userId` (a guest follows nobody). */
export async function isFollowing(deps: ActorDeps, userId: number) {
  const me = deps.auth.user?.id;
  return me ? followExists(deps.db, me, userId) : false;
}

/** `direction` 'followers': who follows the user; 'followed': whom the user follows. Newest first. */
export function followPage(deps: Deps, userId: number, direction: FollowDirection, q: PageParams) {
  return followsPage(deps.db, userId, direction, q, (r) => ({ ...presentUserSummary(r), followed_at: r.created_at }));
}
