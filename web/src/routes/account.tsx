import { type ComponentType, lazy } from 'react';
import { paths } from '../paths';
import { checkoutGuard, subscribersOnly } from './guards';
import type { RouteDef } from './types';

// Account, notifications, workspaces, billing and checkout screens.

/** A billing screen only a signed-in subscriber may open. */
const subscriberPage = (path: string, load: () => Promise<{ default: ComponentType }>): RouteDef => ({
  path,
  layout: 'main',
  auth: true,
  guard: subscribersOnly,
  page: lazy(load),
});

export const accountRoutes: RouteDef[] = [
  { path: paths.accountSettings, layout: 'main', auth: true, page: lazy(() => import('../features/account/account-settings-page')) },
  {
    path: paths.notificationSettings,
    layout: 'main',
    auth: true,
    page: lazy(() => import('../features/notifications/notification-settings-page')),
  },
  {
    path: paths.notificationsUnsubscribe,
    layout: 'main',
    page: lazy(() => import('../features/notifications/unsubscribe-page')),
  },
  { path: paths.notifications, layout: 'main', auth: true, page: lazy(() => import('../features/notifications/notifications-page')) },
  { path: paths.workspaces, layout: 'main', auth: true, page: lazy(() => import('../features/workspaces/workspaces-page')) },
  { path: paths.workspace, layout: 'main', auth: true, page: lazy(() => import('../features/workspaces/workspace-page')) },
  { path: paths.pricing, layout: 'main', page: lazy(() => import('../features/billing/pricing-page')) },
  subscriberPage(paths.billing, () => import('../features/billing/billing-page')),
  subscriberPage(paths.billingChangePaymentMethodDone, () => import('../features/billing/payment-method-done-page')),
  subscriberPage(paths.billingChangePaymentMethod, () => import('../features/billing/payment-method-page')),
  subscriberPage(paths.billingChangePlanConfirm, () => import('../features/billing/change-plan-confirm-page')),
  subscriberPage(paths.billingChangePlan, () => import('../features/billing/change-plan-page')),
  subscriberPage(paths.billingCancel, () => import('../features/billing/cancel-page')),
  subscriberPage(paths.billingRenew, () => import('../features/billing/renew-page')),
  { path: paths.checkoutStripeDone, layout: 'main', auth: true, page: lazy(() => import('../features/billing/checkout-done-page')) },
  { path: paths.checkoutPaypalDone, layout: 'main', auth: true, page: lazy(() => import('../features/billing/checkout-done-page')) },
  { path: paths.checkout, layout: 'main', guard: checkoutGuard, page: lazy(() => import('../features/billing/checkout-page')) },
];
