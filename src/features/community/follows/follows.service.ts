import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { requireUser } from '../../../http/guard';
import { notFound, validationError } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import type { AuthState } from '../../accounts/auth/auth-state';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { notify } from '../../notifications/notifications.service';
import { limitWrites, presentUserSummary } from '../profiles/community-common';

export const newFollowerNotification: NotificationType = {
  id: 'community.new_follower',
  group: 'Community',
  name: 'Someone follows me',
  defaults: { email: false, browser: false },
};

/** Tells a user who started following them (only for a new follow, not a repeated one). */
async function notifyNewFollower(db: Db, followerId: number, userId: number) {
  const follower = await db.selectFrom('users').select(['id', 'name', 'image']).where('id', '=', followerId).executeTakeFirstOrThrow();
  const who = presentUserSummary(follower);
  await notify(db, userId, 'community.new_follower', {
    image: who.avatar,
    lines: [{ content: `${who.name} started following you.`, type: 'primary' }],
    mainAction: { action: `/user/${who.id}/${who.slug}`, label: 'View profile' },
  });
}

interface Ctx {
  db: Db;
  auth: AuthState;
}

async function assertUser(db: Db, id: number) {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('User not found.');
}

/** Idempotent: following twice keeps one follow. */
export async function follow(ctx: Ctx, userId: number) {
  const me = requireUser(ctx.auth);
  if (me.id === userId) throw validationError({ user: ['You cannot follow yourself.'] });
  await assertUser(ctx.db, userId);
  await limitWrites(ctx.db, me.id, 'follows');
  const inserted = await ctx.db
    .insertInto('follows')
    .values({ follower_id: me.id, followed_id: userId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await notifyNewFollower(ctx.db, me.id, userId);
  return { is_following: true, followers_count: await followersCount(ctx.db, userId) };
}

export async function unfollow(ctx: Ctx, userId: number) {
  const me = requireUser(ctx.auth);
  await assertUser(ctx.db, userId);
  await limitWrites(ctx.db, me.id, 'follows');
  await ctx.db.deleteFrom('follows').where('follower_id', '=', me.id).where('followed_id', '=', userId).execute();
  return { is_following: false, followers_count: await followersCount(ctx.db, userId) };
}

export async function followersCount(db: Db, userId: number) {
  const { n } = (await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('followed_id', '=', userId)
    .executeTakeFirst()) ?? { n: 0 };
  return Number(n);
}

export async function isFollowing(db: Db, followerId: number | undefined, userId: number) {
  if (!followerId) return false;
  return !!(await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followed_id', '=', userId)
    .executeTakeFirst());
}

/** `direction` 'followers': who follows the user; 'followed': whom the user follows. Newest first. */
export async function followPage(db: Db, userId: number, direction: 'followers' | 'followed', q: PageParams) {
  const [mine, other] = direction === 'followers' ? (['followed_id', 'follower_id'] as const) : (['follower_id', 'followed_id'] as const);
  const query = db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${other}`)
    .select(['users.id', 'users.name', 'users.image', 'follows.created_at'])
    .where(`follows.${mine}`, '=', userId)
    .orderBy('follows.created_at', 'desc')
    .orderBy('users.id', 'desc');
  return paginate(query, q, (r) => ({ ...presentUserSummary(r), followed_at: r.created_at }));
}
