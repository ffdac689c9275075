import type { ActorDeps } from '../../../deps';
import { AppError, forbidden, validationError } from '../../../http/errors';
import { requireUser } from '../../../http/guard';
import { clearSessionCookie } from '../auth/session-cookie';
import { findLocalizationByLanguage, translationBlock } from '../../site/localization/localization.queries';
import type { Browser } from '../auth/browser';
import { setUserLanguage } from '../users/users.queries';
import { deleteUsers } from '../users/user-deletion';
import { requireConfirmedPassword } from '../auth/password-confirmation';

/**
 * DELETE users/{id}?deleteCurrentUser=true: the signed-in user deletes their own account after a
 * recent password confirmation. Sessions, tokens, social profiles, avatar files go with it.
 */
export async function deleteOwnAccount(deps: ActorDeps, browser: Browser, ids: (number | 'me')[]) {
  const { db, auth } = deps;
  const user = requireUser(auth);
  if (ids.length !== 1 || (ids[0] !== 'me' && ids[0] !== user.id)) throw forbidden();
  if (auth.via !== 'session') throw new AppError(403, 'Sign in with your password to delete your account.', undefined, 'session_required');
  await requireConfirmedPassword(deps);
  await deleteUsers(db, deps.services.storage, [user.id]);
  clearSessionCookie(browser, deps.config);
  browser.setAuth({ ...auth, user: null, sessionId: null, via: null });
}

/** POST users/me/locale: saves the signed-in user's language and answers with its translations. */
export async function changeLocale({ db, auth }: ActorDeps, locale: string) {
  const loc = await findLocalizationByLanguage(db, locale);
  if (!loc) throw validationError({ locale: ['The selected locale is invalid.'] });
  const user = auth.user;
  if (user) {
    requireUser(auth);
    await setUserLanguage(db, user.id, loc.language);
  }
  return translationBlock(db, loc.language);
}
