import { lazy } from 'react';
import { paths } from '../paths';
import { checkoutGuard, subscribersOnly } from './guards';
import type { RouteDef } from './types';

// Account, notifications, workspaces, billing and checkout screens.
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
  { path: paths.billing, layout: 'main', auth: true, guard: subscribersOnly, page: lazy(() => import('../features/billing/billing-page')) },
  {
    path: paths.billingChangePaymentMethodDone,
    layout: 'main',
    auth: true,
    guard: subscribersOnly,
    page: lazy(() => import('../features/billing/payment-method-done-page')),
  },
  {
    path: paths.billingChangePaymentMethod,
    layout: 'main',
    auth: true,
    guard: subscribersOnly,
    page: lazy(() => import('../features/billing/payment-method-page')),
  },
  {
    path: paths.billingChangePlanConfirm,
    layout: 'main',
    auth: true,
    guard: subscribersOnly,
    page: lazy(() => import('../features/billing/change-plan-confirm-page')),
  },
  {
    path: paths.billingChangePlan,
    layout: 'main',
    auth: true,
    guard: subscribersOnly,
    page: lazy(() => import('../features/billing/change-plan-page')),
  },
  {
    path: paths.billingCancel,
    layout: 'main',
    auth: true,
    guard: subscribersOnly,
    page: lazy(() => import('../features/billing/cancel-page')),
  },
  {
    path: paths.billingRenew,
    layout: 'main',
    auth: true,
    guard: subscribersOnly,
    page: lazy(() => import('../features/billing/renew-page')),
  },
  { path: paths.checkoutStripeDone, layout: 'main', auth: true, page: lazy(() => import('../features/billing/checkout-done-page')) },
  { path: paths.checkoutPaypalDone, layout: 'main', auth: true, page: lazy(() => import('../features/billing/checkout-done-page')) },
  { path: paths.checkout, layout: 'main', guard: checkoutGuard, page: lazy(() => import('../features/billing/checkout-page')) },
];
