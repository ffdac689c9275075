import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { authorize, requireUser } from '../../../http/guard';
import { AppError, notFound } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import type { AuthState } from '../../accounts/auth/auth-state';
import { presentComments } from '../comments/comments.queries';
import { followPage, isFollowing } from '../follows/follows.service';
import { listLists } from '../lists/lists.service';
import { ratingsOf } from '../ratings/ratings.service';
import { presentReviews } from '../reviews/reviews.queries';
import { isAdmin, limitWrites, presentUserSummary } from './community-common';
import type { profileTabs, UpdateProfileBody } from './profiles.schemas';

interface Ctx {
  db: Db;
  auth: AuthState;
}

async function loadProfile(ctx: Ctx, userId: number) {
  authorize(ctx.auth, 'titles.view');
  const user = await ctx.db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.image',
      'users.created_at',
      'user_profiles.bio',
      'user_profiles.banner',
      'user_profiles.hide_ratings',
      'user_profiles.hide_lists',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('User not found.');
  // The owner and admins see everything, whatever the privacy flags say.
  const privileged = ctx.auth.user?.id === userId || isAdmin(ctx.auth);
  return { user, privileged, ratingsHidden: !!user.hide_ratings && !privileged, listsHidden: !!user.hide_lists && !privileged };
}

const countOf = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);

export async function getProfile(ctx: Ctx, userId: number) {
  const p = await loadProfile(ctx, userId);
  const db = ctx.db;
  let lists = db
    .selectFrom('lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  if (!p.privileged) lists = lists.where('public', '=', 1);
  const counts = {
    lists: p.listsHidden ? null : await countOf(lists.executeTakeFirst()),
    ratings: p.ratingsHidden
      ? null
      : await countOf(
          db
            .selectFrom('ratings')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirst(),
        ),
    reviews: await countOf(
      db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
    comments: await countOf(
      visibleComments(ctx, userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    followers: await countOf(
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followed_id', '=', userId)
        .executeTakeFirst(),
    ),
    followed_users: await countOf(
      db
        .selectFrom('follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId)
        .executeTakeFirst(),
    ),
  };
  return {
    profile: {
      ...presentUserSummary(p.user),
      bio: p.user.bio ?? null,
      banner: p.user.banner ?? null,
      created_at: p.user.created_at,
      counts,
      is_following: await isFollowing(db, ctx.auth.user?.id, userId),
      is_own: ctx.auth.user?.id === userId,
      privacy: { hide_ratings: !!p.user.hide_ratings, hide_lists: !!p.user.hide_lists },
    },
  };
}

/** A user's comments the viewer may see: none deleted, none on a list that is private to them. */
function visibleComments(ctx: Ctx, userId: number) {
  const me = ctx.auth.user?.id ?? 0;
  let q = ctx.db
    .selectFrom('comments')
    .leftJoin('lists', (j) => j.onRef('lists.id', '=', 'comments.commentable_id').on('comments.commentable_type', '=', 'list'))
    .where('comments.user_id', '=', userId)
    .where('comments.deleted', '=', 0);
  if (!isAdmin(ctx.auth)) {
    q = q.where((eb) => eb.or([eb('comments.commentable_type', '!=', 'list'), eb('lists.public', '=', 1), eb('lists.user_id', '=', me)]));
  }
  return q;
}

function hiddenTab(what: string) {
  return new AppError(403, `This user keeps their ${what} private.`, undefined, 'profile_private');
}

export async function profileTab(ctx: Ctx, userId: number, tab: (typeof profileTabs)[number], q: PageParams) {
  const p = await loadProfile(ctx, userId);
  switch (tab) {
    case 'lists':
      if (p.listsHidden) throw hiddenTab('lists');
      return listLists(ctx, { ...q, userId });
    case 'ratings':
      if (p.ratingsHidden) throw hiddenTab('ratings');
      return ratingsOf(ctx.db, userId, q);
    case 'reviews': {
      const page = await paginate(
        ctx.db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc'),
        q,
      );
      return { ...page, data: await presentReviews(ctx.db, page.data, ctx.auth.user?.id ?? null) };
    }
    case 'comments': {
      const page = await paginate(
        visibleComments(ctx, userId).selectAll('comments').orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc'),
        q,
      );
      return { ...page, data: await presentComments(ctx.db, page.data, ctx.auth.user?.id ?? null) };
    }
    case 'followers':
      return followPage(ctx.db, userId, 'followers', q);
    case 'followed-users':
      return followPage(ctx.db, userId, 'followed', q);
  }
}

/** The signed-in user's own profile: name, bio, banner and privacy (the avatar has its own call). */
export async function updateProfile(ctx: Ctx, body: UpdateProfileBody) {
  const user = requireUser(ctx.auth);
  await limitWrites(ctx.db, user.id, 'profile');
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    if (body.name !== undefined)
      await trx.updateTable('users').set({ name: body.name, updated_at: now }).where('id', '=', user.id).execute();
    await trx
      .insertInto('user_profiles')
      .values({ user_id: user.id, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const set: Record<string, unknown> = { updated_at: now };
    if (body.bio !== undefined) set.bio = body.bio || null;
    if (body.banner !== undefined) set.banner = body.banner;
    if (body.hide_ratings !== undefined) set.hide_ratings = body.hide_ratings ? 1 : 0;
    if (body.hide_lists !== undefined) set.hide_lists = body.hide_lists ? 1 : 0;
    await trx.updateTable('user_profiles').set(set).where('user_id', '=', user.id).execute();
  });
  return getProfile(ctx, user.id);
}
