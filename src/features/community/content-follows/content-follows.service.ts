import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { notFound } from '../../../http/errors';
import { authorize, requireUser } from '../../../http/guard';
import type { PageParams } from '../../../http/pagination';
import type { AuthState } from '../../accounts/auth/auth-state';
import { findUser } from '../../accounts/users/users.queries';
import { assertCatalogueItem, limitWrites, loadCatalogueItems } from '../profiles/community-common';
import {
  contentFollowExists,
  countContentFollowers,
  deleteContentFollow,
  type FollowSubject,
  type FollowSubjectType,
  followedContentPage,
  insertContentFollow,
} from './content-follows.queries';

// Following a series or a person: their followers are the audience of "new episode" and "new
// title" notifications (catalogue/releases). Writes share the user follows' rate limit.

const viewPermission = { title: 'titles.view', person: 'people.view' } as const;

async function followState(db: Db, userId: number | null, subject: FollowSubject) {
  return {
    is_following: userId ? await contentFollowExists(db, userId, subject) : false,
    followers_count: await countContentFollowers(db, subject),
  };
}

async function prepareWrite(deps: ActorDeps, subject: FollowSubject) {
  const me = requireUser(deps.auth);
  authorize(deps.auth, viewPermission[subject.type]);
  await assertCatalogueItem(deps.db, subject.type, subject.id);
  await limitWrites(deps.db, me.id, 'follows');
  return me;
}

/** Idempotent: following twice keeps one follow. */
export async function followContent(deps: ActorDeps, subject: FollowSubject) {
  const me = await prepareWrite(deps, subject);
  await insertContentFollow(deps.db, me.id, subject);
  return followState(deps.db, me.id, subject);
}

export async function unfollowContent(deps: ActorDeps, subject: FollowSubject) {
  const me = await prepareWrite(deps, subject);
  await deleteContentFollow(deps.db, me.id, subject);
  return followState(deps.db, me.id, subject);
}

/** `is_following` of the signed-in viewer, for the title and person payloads (guests: nothing). */
export async function viewerFollows(db: Db, auth: AuthState, subject: FollowSubject) {
  if (!auth.user) return {};
  return { is_following: await contentFollowExists(db, auth.user.id, subject) };
}

/**
 * GET users/{id}/following-content: the series (titles) or people a user follows, newest first,
 * as catalogue cards. Visible like the user's followers and followed users (anyone who may browse).
 */
export async function followedContent(deps: ActorDeps, userId: number, type: FollowSubjectType, q: PageParams) {
  authorize(deps.auth, 'titles.view');
  if (!(await findUser(deps.db, userId))) throw notFound('User not found.');
  const page = await followedContentPage(deps.db, userId, type, q);
  const items = await loadCatalogueItems(
    deps.db,
    page.data.map((r) => ({ type, id: r.subject_id })),
  );
  return {
    ...page,
    data: page.data.flatMap((r) => {
      const item = items.get(`${type}:${r.subject_id}`);
      return item ? [{ ...item, followed_at: r.followed_at }] : [];
    }),
  };
}
