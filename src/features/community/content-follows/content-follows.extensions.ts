import type { PersonPayloadExtension } from '../../catalogue/people/people.extensions';
import type { NotificationAudience } from '../../notifications/notifications.catalog';
import { followersAfter, watchlistersAfter } from './content-follows.queries';
import { viewerFollows } from './content-follows.service';

// What content follows add to other features: the viewer's `is_following` on the person payload (per
// request, never cached; on titles it comes with the viewer's state, ratings/title-extension.ts), and
// the audiences release notifications are sent to.

export const followPersonExtension: PersonPayloadExtension = ({ db, auth, person }) =>
  viewerFollows(db, auth, { type: 'person', id: person.id });

/** Named audiences for publishNotification: `{ resolver: 'title-followers', id: titleId }`. */
export const contentFollowAudiences = {
  'title-followers': (db, id, page) => followersAfter(db, { type: 'title', id }, page),
  'person-followers': (db, id, page) => followersAfter(db, { type: 'person', id }, page),
  'title-watchlisters': (db, id, page) => watchlistersAfter(db, id, page),
} satisfies Record<string, NotificationAudience>;
