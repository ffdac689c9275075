import { AppRoutes } from '../routes';
import { useBootstrap } from './bootstrap';
import { SuspendedScreen } from './screens/suspended';
import { VerifyEmailScreen } from './screens/verify-email';
import { useActiveWorkspaceSync } from './use-active-workspace-sync';

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
