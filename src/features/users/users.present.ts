import type { Db } from '../../db/database';
import type { AuthUser } from '../auth/auth-state';

/** Extra fields a feature adds to the signed-in user payload (e.g. subscriptions, unread count). */
export type UserPayloadExtension = (db: Db, user: AuthUser) => Promise<Record<string, unknown>>;
const extensions: UserPayloadExtension[] = [];
export function registerUserPayloadExtension(ext: UserPayloadExtension) {
  extensions.push(ext);
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
