import { Bell, CreditCard } from 'lucide-react';
import { lazy } from 'react';
import { placeholder } from '../features/placeholders/placeholder';
import { paths } from '../paths';
import { checkoutGuard, subscribersOnly } from './guards';
import type { RouteDef } from './types';

const billing = (title: string) => placeholder('main', title, 'There is no billing information to show yet.', { icon: <CreditCard /> });

// Account, notifications, billing and checkout screens.
export const accountRoutes: RouteDef[] = [
  { path: paths.accountSettings, layout: 'main', auth: true, page: lazy(() => import('../features/account/account-settings-page')) },
  { path: paths.notificationSettings, layout: 'main', auth: true, page: placeholder('main', 'Notification settings', 'There are no notification preferences to change yet.', { icon: <Bell /> }) },
  { path: paths.notifications, layout: 'main', auth: true, page: placeholder('main', 'Notifications', 'Hang tight! Notifications will start showing up here soon.', { icon: <Bell /> }) },
  { path: paths.pricing, layout: 'main', page: placeholder('main', 'Pricing', 'There are no plans to choose from yet.', { icon: <CreditCard /> }) },
  { path: paths.billing, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Billing') },
  { path: paths.billingChangePaymentMethodDone, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Payment method') },
  { path: paths.billingChangePaymentMethod, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Change payment method') },
  { path: paths.billingChangePlanConfirm, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Confirm your new plan') },
  { path: paths.billingChangePlan, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Change plan') },
  { path: paths.billingCancel, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Cancel subscription') },
  { path: paths.billingRenew, layout: 'main', auth: true, guard: subscribersOnly, page: billing('Renew subscription') },
  { path: paths.checkoutStripeDone, layout: 'main', auth: true, page: billing('Checkout') },
  { path: paths.checkoutPaypalDone, layout: 'main', auth: true, page: billing('Checkout') },
  { path: paths.checkout, layout: 'main', guard: checkoutGuard, page: billing('Checkout') },
];
