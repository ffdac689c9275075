import type { Db } from '../../../db/database';
import { findUser } from '../users/users.queries';
import { isDemoEmail } from './demo.accounts';

/** The one message every refusal in demo mode carries (403). */
export const DEMO_REFUSAL = 'This action is disabled in demo mode.';

/**
 * Settings a visitor must not change on a public demo: sign-in and registration, payment and API
 * credentials, the demo's own settings, code injected into every page (custom HTML/CSS, analytics),
 * what uploads accept, and the homepage (login/register homepages lock visitors out of browsing).
 * A name ending in '.' covers every setting under it.
 */
export const PROTECTED_SETTINGS = [
  'site.',
  'registration.',
  'require_email_confirmation',
  'social.',
  'recaptcha.',
  'billing.',
  'tmdb.',
  'uploads.',
  'custom_code.',
  'analytics.',
  'homepage.',
  'mail.',
  'auth.',
  'base_url',
  'app_url',
] as const;

export const isProtectedSetting = (name: string) => PROTECTED_SETTINGS.some((p) => (p.endsWith('.') ? name.startsWith(p) : name === p));

/** Whether a settings body (`{settings: {...}}`) changes any protected setting. */
export function touchesProtectedSettings(body: unknown) {
  const settings = (body as { settings?: unknown } | null)?.settings;
  if (!settings || typeof settings !== 'object') return false;
  return Object.keys(settings).some(isProtectedSetting);
}

/** Whether the user with this id ('me': the caller) is one of the seeded demo accounts. */
export async function isDemoAccount(db: Db, id: number | 'me' | null | undefined, caller: { id: number; email: string } | null) {
  if (id === 'me' || (caller && id === caller.id)) return isDemoEmail(caller?.email);
  if (typeof id !== 'number' || !Number.isInteger(id)) return false;
  return isDemoEmail((await findUser(db, id))?.email);
}

/** Fields of PUT users/{id} that change a demo account's credentials or access. */
const ACCOUNT_FIELDS = ['email', 'password', 'roles', 'permissions', 'banned_at', 'email_verified'] as const;

/** PUT users/{id}: a ban for anyone; sign-in, roles or grants of a demo account. */
export function userUpdateRefused(body: unknown, targetIsDemo: boolean) {
  if (!body || typeof body !== 'object') return false;
  const fields = body as Record<string, unknown>;
  if (fields.banned_at) return true;
  return targetIsDemo && ACCOUNT_FIELDS.some((f) => fields[f] !== undefined);
}
