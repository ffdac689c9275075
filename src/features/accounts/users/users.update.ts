import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { AppError, type FieldErrors, notFound, validationError, zodToFieldErrors } from '../../../http/errors';
import { hashPassword } from '../auth/passwords';
import { invalidateUserSessions } from '../auth/sessions';
import { isValidCountry } from '../../catalogue/value-lists/countries';
import { isValidTimezone } from '../../catalogue/value-lists/timezones';
import { authorizeSelfOr } from './users.access';
import { findLocalizationByLanguage } from '../../site/localization/localization.queries';
import {
  adminUserIds,
  emailTaken,
  existingRoleIds,
  findUser,
  permissionIdsByName,
  replaceUserPermissions,
  replaceUserRoles,
  updateUserRow,
} from './users.queries';
import { type AdminUpdate, adminUpdateSchema, selfUpdateSchema } from './users.schemas';
import { normalizeEmail } from './users.service';

export const LAST_ADMIN_MESSAGE = 'The last admin account cannot be removed.';

/** Field checks that need the database: language, country, time zone, e-mail, roles, permissions. */
export async function checkUserFields(db: Db, input: AdminUpdate, userId?: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.language) {
    if (!(await findLocalizationByLanguage(db, input.language))) errors.language = ['The selected language is invalid.'];
  }
  if (input.country && !isValidCountry(input.country)) errors.country = ['The selected country is invalid.'];
  if (input.timezone && !isValidTimezone(input.timezone)) errors.timezone = ['The selected timezone is invalid.'];
  if (input.email && (await emailTaken(db, normalizeEmail(input.email), userId))) {
    errors.email = ['The email has already been taken.'];
  }
  if (input.roles) {
    const found = await existingRoleIds(db, input.roles);
    if (found.length !== new Set(input.roles).size) errors.roles = ['One of the selected roles does not exist.'];
  }
  if (input.permissions) {
    const ids = await permissionIdsByName(
      db,
      input.permissions.map((p) => p.name),
    );
    if (ids.size !== new Set(input.permissions.map((p) => p.name)).size) errors.permissions = ['Unknown permission.'];
  }
  return errors;
}

/** Writes roles and direct permissions of a user inside a transaction. */
async function writeAccess(trx: Trx, userId: number, input: AdminUpdate) {
  if (input.roles) await replaceUserRoles(trx, userId, [...new Set(input.roles)]);
  if (input.permissions) {
    const ids = await permissionIdsByName(
      trx,
      input.permissions.map((p) => p.name),
    );
    const rows = input.permissions.map((p) => ({
      user_id: userId,
      permission_id: ids.get(p.name)!,
      restrictions: JSON.stringify(p.restrictions),
    }));
    const unique = [...new Map(rows.map((r) => [r.permission_id, r])).values()];
    await replaceUserPermissions(trx, userId, unique);
  }
}

/** PUT users/{id}: self fields for the owner; admins holding users.update also change e-mail, roles, bans. */
export async function updateUser({ db, auth }: ActorDeps, targetId: number, body: unknown) {
  const { privileged } = authorizeSelfOr(auth, targetId, 'users.update');
  const existing = await findUser(db, targetId);
  if (!existing) throw notFound();
  const parsed = (privileged ? adminUpdateSchema : selfUpdateSchema).safeParse(body ?? {});
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  const input = parsed.data as AdminUpdate;
  const errors = await checkUserFields(db, input, targetId);
  if (Object.keys(errors).length) throw validationError(errors);

  const patch: Record<string, unknown> = {};
  for (const key of ['first_name', 'last_name', 'language', 'country', 'timezone', 'ban_reason'] as const) {
    if (input[key] !== undefined) patch[key] = input[key] || (key === 'timezone' ? 'UTC' : null);
  }
  if (input.name !== undefined) patch.name = input.name;
  else if (input.first_name !== undefined || input.last_name !== undefined) {
    const full = [input.first_name ?? existing.first_name, input.last_name ?? existing.last_name].filter(Boolean).join(' ');
    if (full) patch.name = full;
  }
  if (input.email !== undefined) patch.email = normalizeEmail(input.email);
  if (input.banned_at !== undefined) patch.banned_at = input.banned_at ? nowIso(new Date(input.banned_at)) : null;
  if (input.email_verified !== undefined) {
    patch.email_verified_at = input.email_verified ? (existing.email_verified_at ?? nowIso()) : null;
  }
  if (input.password) patch.password = await hashPassword(input.password);
  patch.updated_at = nowIso();

  await db.transaction().execute(async (trx) => {
    await updateUserRow(trx, targetId, patch);
    await writeAccess(trx, targetId, input);
    // Removing admin from the last admin would lock everyone out of the admin area.
    if ((input.roles || input.permissions) && !(await adminUserIds(trx)).length) {
      throw new AppError(422, LAST_ADMIN_MESSAGE, { roles: [LAST_ADMIN_MESSAGE] }, 'last_admin');
    }
  });
  // An admin-set password ends the user's other sessions, as a password change does.
  if (input.password) await invalidateUserSessions(db, targetId, auth.user?.id === targetId ? auth.sessionId : null);
  return targetId;
}
