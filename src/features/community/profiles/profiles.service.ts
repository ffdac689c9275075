import type { Updateable } from 'kysely';
import { nowIso } from '../../../db/database';
import type { UserProfilesTable } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { authorize, requireUser } from '../../../http/guard';
import { AppError, notFound } from '../../../http/errors';
import type { PageParams } from '../../../http/pagination';
import { presentComments } from '../comments/comments.present';
import { countVisibleCommentsOf, visibleCommentsPage } from '../comments/comments.queries';
import { countFollowedContent } from '../content-follows/content-follows.queries';
import { countFollows } from '../follows/follows.queries';
import { followPage, isFollowing } from '../follows/follows.service';
import { countListsOf } from '../lists/lists.queries';
import { canManageLists, listLists } from '../lists/lists.service';
import { countRatingsBy } from '../ratings/ratings.queries';
import { ratingsOf } from '../ratings/ratings.service';
import { presentReviews } from '../reviews/reviews.present';
import { countReviewsBy, reviewsPage } from '../reviews/reviews.queries';
import { isAdmin, limitWrites, presentUserSummary } from './community-common';
import { findProfile, saveProfile, updateUserName } from './profiles.queries';
import type { profileTabs, UpdateProfileBody } from './profiles.schemas';

export async function loadProfile(deps: ActorDeps, userId: number) {
  authorize(deps.auth, 'titles.view');
  const user = await findProfile(deps.db, userId);
  if (!user) throw notFound('User not found.');
  // The owner and admins see everything, whatever the privacy flags say.
  const privileged = deps.auth.user?.id === userId || isAdmin(deps.auth);
  return { user, privileged, ratingsHidden: !!user.hide_ratings && !privileged, listsHidden: !!user.hide_lists && !privileged };
}

/** Who is looking, for the comments they may see: none on a list that is private to them (admins see all). */
const viewerOf = (deps: ActorDeps) => ({ id: deps.auth.user?.id ?? 0, admin: isAdmin(deps.auth) });

export async function getProfile(deps: ActorDeps, userId: number) {
  const p = await loadProfile(deps, userId);
  const db = deps.db;
  const counts = {
    // the same lists the lists tab shows this viewer (list managers: all of them)
    lists: p.listsHidden ? null : await countListsOf(db, userId, canManageLists(deps.auth) ? null : (deps.auth.user?.id ?? 0)),
    ratings: p.ratingsHidden ? null : await countRatingsBy(db, userId),
    reviews: await countReviewsBy(db, userId),
    comments: await countVisibleCommentsOf(db, userId, viewerOf(deps)),
    followers: await countFollows(db, userId, 'followers'),
    followed_users: await countFollows(db, userId, 'followed'),
    // series and people, listed beside the users on the Following tab
    followed_content: await countFollowedContent(db, userId),
  };
  return {
    profile: {
      ...presentUserSummary(p.user),
      bio: p.user.bio ?? null,
      banner: p.user.banner ?? null,
      created_at: p.user.created_at,
      counts,
      is_following: await isFollowing(deps, userId),
      is_own: deps.auth.user?.id === userId,
      privacy: { hide_ratings: !!p.user.hide_ratings, hide_lists: !!p.user.hide_lists },
    },
  };
}

function hiddenTab(what: string) {
  return new AppError(403, `This user keeps their ${what} private.`, undefined, 'profile_private');
}

export async function profileTab(deps: ActorDeps, userId: number, tab: (typeof profileTabs)[number], q: PageParams) {
  const p = await loadProfile(deps, userId);
  switch (tab) {
    case 'lists':
      if (p.listsHidden) throw hiddenTab('lists');
      return listLists(deps, { ...q, userId });
    case 'ratings':
      if (p.ratingsHidden) throw hiddenTab('ratings');
      return ratingsOf(deps, userId, q);
    case 'reviews': {
      const page = await reviewsPage(deps.db, { ...q, userId, orderBy: 'newest' });
      return { ...page, data: await presentReviews(deps.db, page.data, deps.auth.user?.id ?? null) };
    }
    case 'comments': {
      const page = await visibleCommentsPage(deps.db, userId, viewerOf(deps), q);
      return { ...page, data: await presentComments(deps.db, page.data, deps.auth.user?.id ?? null) };
    }
    case 'followers':
      return followPage(deps, userId, 'followers', q);
    case 'followed-users':
      return followPage(deps, userId, 'followed', q);
  }
}

/** The signed-in user's own profile: name, bio, banner and privacy (the avatar has its own call). */
export async function updateProfile(deps: ActorDeps, body: UpdateProfileBody) {
  const user = requireUser(deps.auth);
  await limitWrites(deps.db, user.id, 'profile');
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    if (body.name !== undefined) await updateUserName(trx, user.id, body.name, now);
    const set: Updateable<UserProfilesTable> & { updated_at: string } = { updated_at: now };
    if (body.bio !== undefined) set.bio = body.bio || null;
    if (body.banner !== undefined) set.banner = body.banner;
    if (body.hide_ratings !== undefined) set.hide_ratings = body.hide_ratings ? 1 : 0;
    if (body.hide_lists !== undefined) set.hide_lists = body.hide_lists ? 1 : 0;
    await saveProfile(trx, user.id, set);
  });
  return getProfile(deps, user.id);
}
