import { lazy } from 'react';
import { AppRoutes } from '../routes';
import { useBootstrap } from './bootstrap';
import type { BootstrapData } from './bootstrap-types';
import { useActiveWorkspaceSync } from './use-active-workspace-sync';

// Few visitors see these screens (the verify form brings react-hook-form): chunks of their own (issue 18).
const VerifyEmailScreen = lazy(async () => ({ default: (await import('./screens/verify-email')).VerifyEmailScreen }));
const SuspendedScreen = lazy(async () => ({ default: (await import('./screens/suspended')).SuspendedScreen }));

/**
 * Spec section 2: an unverified user (when the site requires confirmation) only reaches the verify
 * screen; otherwise a banned user only the suspended screen; otherwise (null) the normal routes apply.
 */
export function gateOf({ user, settings }: Pick<BootstrapData, 'user' | 'settings'>): 'verify-email' | 'suspended' | null {
  if (user && settings.require_email_confirmation && !user.email_verified_at) return 'verify-email';
  if (user?.banned_at) return 'suspended';
  return null;
}

export function GateRouter() {
  const bootstrap = useBootstrap();
  useActiveWorkspaceSync();
  const gate = gateOf(bootstrap);
  if (gate === 'verify-email') return <VerifyEmailScreen />;
  if (gate === 'suspended') return <SuspendedScreen />;
  return <AppRoutes />;
}
