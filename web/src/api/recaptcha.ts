// The human check (reCAPTCHA v3): the script is loaded only where an enabled action needs it,
// a token is taken for the action and checked by POST recaptcha/verify.

export const HUMAN_CHECK_FAILED = 'Could not verify you are human.';

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('reCAPTCHA unavailable'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * A fresh token for the action, or null when the script or Google fails. Forms send it with their
 * own call (auth/register, contact-page) and the server verifies it: a token is single-use.
 */
export async function humanToken(siteKey: string, action: 'register' | 'contact'): Promise<string | null> {
  try {
    const grecaptcha = await loadRecaptcha(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return null;
  }
}
