import { useEffect, useState } from 'react';
import { HUMAN_CHECK_FAILED, humanToken, loadRecaptcha } from '../api/recaptcha';
import { getSetting } from '../shell/bootstrap';
import type { PublicSettings } from '../shell/bootstrap-types';
import { useTrans } from '../shell/i18n';
import { toast } from './toast-store';

/** The reCAPTCHA site key when the human check is enabled for this action (register, contact). */
export function recaptchaKeyFor(settings: PublicSettings, action: string) {
  const key = getSetting(settings, 'recaptcha.site_key');
  return getSetting(settings, `recaptcha.enable.${action}`) && typeof key === 'string' && key ? key : null;
}

/**
 * The human check of a form: the script is fetched only when the check is on; `token()` gives
 * undefined when it is off, the token, or null after a failed check (a toast says so).
 */
export function useHumanCheck(siteKey: string | null, action: Parameters<typeof humanToken>[1]) {
  const t = useTrans();
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch(() => {});
  }, [siteKey]);
  const token = async (): Promise<string | undefined | null> => {
    if (!siteKey) return undefined;
    setChecking(true);
    const value = (await humanToken(siteKey, action)) ?? undefined;
    setChecking(false);
    if (value) return value;
    toast.danger(t(HUMAN_CHECK_FAILED));
    return null;
  };
  return { checking, token };
}
