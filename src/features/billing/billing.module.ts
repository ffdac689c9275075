import type { FeatureModule } from '../module';
import { seatGrants } from './seats/seats.service';
import { planGrants, subscriptionsPayload } from './subscriptions/subscriptions.grants';
import { billingNotificationTypes, notifyEndingSoon } from './webhooks/webhooks.notify';

/** Billing: plans grant permissions (to the subscriber and to the members holding its seats), subscriptions show in the user payload, notices reach subscribers. */
export const billingModule: FeatureModule = {
  name: 'billing',
  grantSources: [planGrants, seatGrants],
  userPayload: [subscriptionsPayload],
  notificationTypes: billingNotificationTypes,
  schedules: [{ name: 'billing:ending-soon', cron: '0 9 * * *', run: ({ db, services }) => notifyEndingSoon(db, services) }],
};
