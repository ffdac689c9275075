import type { FeatureModule } from '../../module';
import { deleteSubscriptionsOfUsers } from './push.queries';
import { ensureVapidKeys } from './push.vapid';

/** Web Push, the "browser" notification channel: the install's VAPID keys and each user's browsers. */
export const pushModule: FeatureModule = {
  name: 'push',
  seeders: [(db) => ensureVapidKeys(db)],
  userDeletion: [deleteSubscriptionsOfUsers],
};
