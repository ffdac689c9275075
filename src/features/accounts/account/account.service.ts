import type { Context } from 'hono';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { AppEnv } from '../../../http/app-env';
import { AppError, forbidden, validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { clearSessionCookie } from '../auth/session-cookie';
import { translationBlock } from '../../site/localization/localization.queries';
import { deleteUsers } from '../users/user-deletion';
import { requireConfirmedPassword } from '../auth/password-confirmation';

/**
 * DELETE users/{id}?deleteCurrentUser=true: the signed-in user deletes their own account after a
 * recent password confirmation. Sessions, tokens, social profiles, avatar files go with it.
 */
export async function deleteOwnAccount(c: Context<AppEnv>, ids: (number | 'me')[]) {
  const { db, auth } = c.var;
  const user = requireUser(auth);
  if (ids.length !== 1 || (ids[0] !== 'me' && ids[0] !== user.id)) throw forbidden();
  if (auth.via !== 'session') throw new AppError(403, 'Sign in with your password to delete your account.', undefined, 'session_required');
  await requireConfirmedPassword(c);
  await deleteUsers(db, c.var.services.storage, [user.id]);
  clearSessionCookie(c);
  c.set('auth', { ...auth, user: null, sessionId: null, via: null });
}

/** POST users/me/locale: saves the signed-in user's language and answers with its translations. */
export async function changeLocale(db: Db, c: Context<AppEnv>, locale: string) {
  const loc = await db.selectFrom('localizations').select('language').where('language', '=', locale).executeTakeFirst();
  if (!loc) throw validationError({ locale: ['The selected locale is invalid.'] });
  const user = c.var.auth.user;
  if (user) {
    requireUser(c.var.auth);
    await db.updateTable('users').set({ language: loc.language, updated_at: nowIso() }).where('id', '=', user.id).execute();
  }
  return translationBlock(db, loc.language);
}
