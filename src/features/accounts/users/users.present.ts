import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { UsersTable } from '../../../db/tables/core';
import type { AuthUser } from '../auth/auth-state';

/** Extra fields a feature adds to the signed-in user payload (e.g. subscriptions, unread count). */
export type UserPayloadExtension = (db: Db, user: AuthUser) => Promise<Record<string, unknown>>;
let extensions: readonly UserPayloadExtension[] = [];
/** Set from the app's registry (FeatureModule.userPayload, via installRegistry); replaces what was there. */
export function installUserPayloadExtensions(list: readonly UserPayloadExtension[]) {
  extensions = list;
}

/** The signed-in user as the web sees it in bootstrap data and `GET users/me`. */
export async function presentCurrentUser(db: Db, user: AuthUser) {
  const extra = await Promise.all(extensions.map((e) => e(db, user)));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    email_verified_at: user.email_verified_at,
    banned_at: user.banned_at,
    language: user.language,
    timezone: user.timezone,
    roles: user.roles,
    permissions: user.permissions,
    subscriptions: [] as unknown[],
    unread_notifications_count: 0,
    ...Object.assign({}, ...extra),
  };
}

/** A user as the admin area and other signed-in users see it: never a password or 2FA secret. */
export function presentUser(
  row: Omit<
    Selectable<UsersTable>,
    'password' | 'two_factor_secret' | 'two_factor_recovery_codes' | 'two_factor_confirmed_at' | 'extra_fields' | 'item_state_version'
  >,
  roles: { id: number; name: string }[] = [],
  extra: Record<string, unknown> = {},
) {
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    image: row.image,
    email_verified_at: row.email_verified_at,
    banned_at: row.banned_at,
    ban_reason: row.ban_reason,
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    created_at: row.created_at,
    updated_at: row.updated_at,
    roles,
    ...extra,
  };
}
