import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { placeholder } from '../features/placeholders/placeholder';
import { paths } from '../paths';
import { checkoutGuard, subscribersOnly } from './guards';
import type { RouteDef } from './types';

// Account, notifications, billing and checkout screens.
export const accountRoutes: RouteDef[] = [
  { path: paths.accountSettings, layout: 'main', auth: true, page: lazy(() => import('../features/account/account-settings-page')) },
  { path: paths.notificationSettings, layout: 'main', auth: true, page: placeholder('main', 'Notification settings', 'There are no notification preferences to change yet.', { icon: <Bell /> }) },
  { path: paths.notifications, layout: 'main', auth: true, page: placeholder('main', 'Notifications', 'Hang tight! Notifications will start showing up here soon.', { icon: <Bell /> }) },
  { path: paths.pricing, layout: 'main', page: lazy(() => import('../features/billing/pricing-page')) },
  { path: paths.billing, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/billing-page')) },
  { path: paths.billingChangePaymentMethodDone, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/payment-method-done-page')) },
  { path: paths.billingChangePaymentMethod, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/payment-method-page')) },
  { path: paths.billingChangePlanConfirm, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/change-plan-confirm-page')) },
  { path: paths.billingChangePlan, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/change-plan-page')) },
  { path: paths.billingCancel, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/cancel-page')) },
  { path: paths.billingRenew, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/renew-page')) },
  { path: paths.checkoutStripeDone, layout: 'main', auth: true, page: lazy(() => import('../features/billing/checkout-done-page')) },
  { path: paths.checkoutPaypalDone, layout: 'main', auth: true, page: lazy(() => import('../features/billing/checkout-done-page')) },
  { path: paths.checkout, layout: 'main', guard: checkoutGuard, page: lazy(() => import('../features/billing/checkout-page')) },
];
