import { isInAppearanceEditor } from '../shell/auth-actions';
import { isSubscribed, postLoginRedirect } from '../shell/permissions';
import type { RouteGuardFn } from './types';

/** Only same-site paths are followed from ?redirect= (no open redirects). */
export function safeRedirect(value: string | null) {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** Auth pages send a signed-in user to the post-login target (or ?redirect=), except in the editor. */
export const guestOnly: RouteGuardFn = ({ data, search }) =>
  data.user && !isInAppearanceEditor() ? safeRedirect(search.get('redirect')) || postLoginRedirect(data.user) : null;

/**
 * The workspace join pages: a signed-in user who follows an invite link stays, and the page accepts
 * the invite at once; without an invite they are plain auth pages.
 */
export const joinEntry: RouteGuardFn = (ctx) => (ctx.data.user && ctx.search.get('inviteId') ? null : guestOnly(ctx));

/** Registration is blocked when registration.disable is set, unless on an invite route (the server checks the invite). */
export const registrationOpen: RouteGuardFn = (ctx) =>
  ctx.location.startsWith('/workspace/') ? joinEntry(ctx) : ctx.data.settings.registration?.disable ? '/login' : guestOnly(ctx);

/** Billing without a subscription goes to pricing. */
export const subscribersOnly: RouteGuardFn = ({ data }) => (isSubscribed(data.user) ? null : '/pricing');

/** Checkout: not signed in -> register; already subscribed -> billing. */
export const checkoutGuard: RouteGuardFn = ({ data }) => (!data.user ? '/register' : isSubscribed(data.user) ? '/billing' : null);
