import { createRouter } from '../../http/app-env';
import { plansRoutes } from './plans/plans.routes';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import { billingRoutes } from './billing.routes';

/** Everything billing, mounted with one line in features/routes.ts. Plans first: they stay
 * reachable for admins while billing.enable is off (billingRoutes' gate skips them). */
export const billingAreaRoutes = createRouter();
billingAreaRoutes.route('/', plansRoutes);
billingAreaRoutes.route('/', billingRoutes);
billingAreaRoutes.route('/', subscriptionsRoutes);
billingAreaRoutes.route('/', webhooksRoutes);
