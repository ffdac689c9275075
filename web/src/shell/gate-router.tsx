import { lazy } from 'react';
import { AppRoutes } from '../routes';
import { useBootstrap } from './bootstrap';
import { useActiveWorkspaceSync } from './use-active-workspace-sync';

// Few visitors see these screens (the verify form brings react-hook-form): chunks of their own (issue 18).
const VerifyEmailScreen = lazy(async () => ({ default: (await import('./screens/verify-email')).VerifyEmailScreen }));
const SuspendedScreen = lazy(async () => ({ default: (await import('./screens/suspended')).SuspendedScreen }));

/**
 * Spec section 2: an unverified user (when the site requires confirmation) only reaches the verify
 * screen; otherwise a banned user only the suspended screen; otherwise the normal routes apply.
 */
export function GateRouter() {
  const { user, settings } = useBootstrap();
  useActiveWorkspaceSync();
  if (user && settings.require_email_confirmation && !user.email_verified_at) return <VerifyEmailScreen />;
  if (user?.banned_at) return <SuspendedScreen />;
  return <AppRoutes />;
}
