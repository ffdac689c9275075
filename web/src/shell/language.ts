import { LANGUAGE_COOKIE } from '../../../src/shared/language';
import { setCookie } from '../api/cookies';
import { showHttpError } from '../api/errors';
import { http } from '../api/http';
import { queryClient } from '../api/query-client';
import { applyBootstrapData, bootstrapStore } from './bootstrap';
import type { BootstrapData } from './bootstrap-types';

/** Saves the locale (POST users/me/locale for users; a cookie for guests), then reloads the page data. */
export async function changeLanguage(language: string) {
  try {
    if (bootstrapStore.get().user) await http.post('users/me/locale', { locale: language });
    else setCookie(LANGUAGE_COOKIE, language, 365);
    const data = await http.get<BootstrapData>('bootstrap-data');
    applyBootstrapData(data);
    document.documentElement.lang = data.i18n.language;
    await queryClient.invalidateQueries();
  } catch (err) {
    showHttpError(err);
  }
}
