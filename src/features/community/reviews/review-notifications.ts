import type { NotificationData } from '../../notifications/notification-data';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
import { itemPage } from '../profiles/item-pages';
import { presentUserSummary } from '../profiles/community-common';
import { userCard } from '../profiles/community.queries';
import type { findReview } from './reviews.queries';

type Review = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** Batched: while unread, more votes on the same review fold into "3 people found your review helpful". */
export const reviewHelpfulNotification: NotificationType = {
  id: 'reviews.helpful',
  group: 'Community',
  name: 'My review is marked helpful',
  defaults: { email: false, browser: false },
  merge: (_previous: NotificationData, next: NotificationData, count: number) => ({
    ...next,
    lines: next.lines.map((line, i) => (i === 0 ? { ...line, content: `${count} people found your review helpful` } : line)),
  }),
};

/**
 * Inside the transaction that stores a helpful vote: tells the review's author. Once per voter and
 * review (the key), so taking the vote back and giving it again counts nobody twice.
 */
export async function publishHelpfulVote(deps: Parameters<typeof publishNotification>[0], review: Review, voterId: number) {
  const page = await itemPage(deps.db, review.reviewable_type, review.reviewable_id);
  if (!page) return;
  const voter = presentUserSummary(await userCard(deps.db, voterId));
  await publishNotification(deps, {
    type: reviewHelpfulNotification.id,
    audience: { users: [review.user_id] },
    data: {
      image: voter.avatar,
      lines: [
        { content: `${voter.name} found your review helpful`, type: 'primary', icon: 'star' },
        { content: `Your review of ${page.name}`, type: 'secondary' },
      ],
      mainAction: { action: `${page.path}#review-${review.id}`, label: 'View review' },
    },
    key: `review-helpful:${review.id}:${voterId}`,
    group: `review-helpful:${review.id}`,
    actorId: voterId,
  });
}
