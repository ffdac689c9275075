import type { Channel, NotificationAudience, NotificationType } from '../../notifications/notifications.catalog';
import { subscriptionsFor } from '../../notifications/notification-events.queries';
import { publishNotification } from '../../notifications/publish';
import { itemPage } from '../profiles/item-pages';
import { presentUserSummary, summary } from '../profiles/community-common';
import { userCard } from '../profiles/community.queries';
import { type CommentRow, findComment, listVisibleToUser, threadParticipants } from './comments.queries';

export const commentReplyNotification: NotificationType = {
  id: 'comments.reply',
  group: 'Community',
  name: 'Replies to my comments',
  defaults: { email: false, browser: true },
};

/**
 * Opt-in: in-app too. Its audience (THREAD_AUDIENCE) holds only the people who turned one of its
 * channels on, since the settings have no in-app switch and a busy thread would flood everyone.
 */
export const threadReplyNotification: NotificationType = {
  id: 'comments.thread_reply',
  group: 'Community',
  name: 'Replies in threads I commented on',
  defaults: { email: false, browser: false },
};

export const THREAD_AUDIENCE = 'comment-thread';

const optedIn = (channels: string | undefined) =>
  !!channels && Object.values(JSON.parse(channels) as Partial<Record<Channel, boolean>>).some((on) => on === true);

/**
 * Everyone who commented in a reply's thread before it, but the replier and the author of the
 * comment replied to (who gets comments.reply), and who opted in to thread replies.
 */
export const threadAudience: NotificationAudience = async (db, replyId, page) => {
  const reply = await findComment(db, replyId);
  if (!reply?.root_id || !reply.parent_id) return [];
  const parent = await findComment(db, reply.parent_id);
  const except = [reply.user_id, parent?.user_id].filter((id): id is number => id != null);
  const found: number[] = [];
  let afterId = page.afterId;
  for (;;) {
    const ids = await threadParticipants(db, { rootId: reply.root_id, beforeId: reply.id, except }, { afterId, limit: page.limit });
    const choices = await subscriptionsFor(db, ids, threadReplyNotification.id);
    found.push(...ids.filter((id) => optedIn(choices.get(id))));
    if (ids.length < page.limit || found.length >= page.limit) return found.slice(0, page.limit);
    afterId = ids.at(-1)!;
  }
};

/**
 * Inside the transaction that stores a reply: tells the author of the comment replied to, and the
 * thread's opted-in participants, with a link to the reply on its page.
 */
export async function publishReply(deps: Parameters<typeof publishNotification>[0], reply: CommentRow, parent: CommentRow) {
  const page = await itemPage(deps.db, reply.commentable_type, reply.commentable_id);
  if (!page || !reply.user_id) return;
  const replier = presentUserSummary(await userCard(deps.db, reply.user_id));
  const data = (headline: string) => ({
    image: replier.avatar,
    lines: [
      { content: headline, type: 'primary' as const, icon: 'comment' },
      { content: `“${summary(reply.content, 140)}”`, type: 'secondary' as const },
    ],
    mainAction: { action: `${page.path}#comment-${reply.id}`, label: 'View reply' },
  });
  const parentAuthor = parent.user_id;
  const mayNotify =
    parentAuthor !== null &&
    parentAuthor !== reply.user_id &&
    (reply.commentable_type !== 'list' || (await listVisibleToUser(deps.db, reply.commentable_id, parentAuthor)));
  if (mayNotify) {
    await publishNotification(deps, {
      type: commentReplyNotification.id,
      audience: { users: [parentAuthor] },
      data: data(`${replier.name} replied to your comment on ${page.name}`),
      key: `comment-reply:${reply.id}`,
      actorId: reply.user_id,
    });
  }
  await publishNotification(deps, {
    type: threadReplyNotification.id,
    audience: { resolver: THREAD_AUDIENCE, id: reply.id },
    data: data(`${replier.name} replied in a thread you commented on: ${page.name}`),
    key: `comment-thread-reply:${reply.id}`,
    actorId: reply.user_id,
  });
}
