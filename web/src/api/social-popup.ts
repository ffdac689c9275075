// Spec sections 7 and 9: social sign-in and connect open secure/auth/social/{service}/login|connect
// in a 650 x 550 popup centred on the window. The popup reports by a window message of type
// 'social-auth' from the site's own origin (base_url); a popup closed without one gives null.

export type SocialService = 'google' | 'facebook' | 'twitter' | 'envato';
export const SOCIAL_SERVICES: SocialService[] = ['google', 'facebook', 'twitter', 'envato'];
export const SOCIAL_LABELS: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

export type SocialStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'ERROR';
export interface SocialAuthResult {
  status: SocialStatus;
  callbackData: { bootstrapData?: unknown; errorMessage?: string; message?: string; two_factor?: boolean };
}

export const SOCIAL_POPUP_WIDTH = 650;
export const SOCIAL_POPUP_HEIGHT = 550;
export const SOCIAL_POPUP_POLL_MS = 1000;

const STATUSES = new Set<SocialStatus>(['SUCCESS', 'ALREADY_LOGGED_IN', 'REQUEST_PASSWORD', 'ERROR']);

/** Accepts only a well-formed social-auth message whose origin equals base_url's origin. */
export function readSocialMessage(event: Pick<MessageEvent, 'origin' | 'data'>, baseUrl: string): SocialAuthResult | null {
  let expected: string;
  try {
    expected = new URL(baseUrl).origin;
  } catch {
    return null;
  }
  if (event.origin !== expected) return null;
  const data = event.data as { type?: unknown; status?: unknown; callbackData?: unknown } | null;
  if (!data || data.type !== 'social-auth' || !STATUSES.has(data.status as SocialStatus)) return null;
  const callbackData =
    data.callbackData && typeof data.callbackData === 'object' ? (data.callbackData as SocialAuthResult['callbackData']) : {};
  return { status: data.status as SocialStatus, callbackData };
}

/** Window features that centre the popup over the current browser window. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'> = window) {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SOCIAL_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SOCIAL_POPUP_HEIGHT) / 2));
  return `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top},menubar=no,toolbar=no,location=yes,status=no`;
}

export const socialPopupUrl = (service: SocialService, intent: 'login' | 'connect') => `/secure/auth/social/${service}/${intent}`;

/** Opens the popup and resolves with its result, or null when it was closed (or blocked) without one. */
export function openSocialPopup(url: string, baseUrl: string): Promise<SocialAuthResult | null> {
  return new Promise((resolve) => {
    const popup = window.open(url, 'mq-social-auth', popupFeatures());
    if (!popup) {
      resolve(null);
      return;
    }
    let done = false;
    const finish = (result: SocialAuthResult | null) => {
      if (done) return;
      done = true;
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const result = readSocialMessage(event, baseUrl || location.origin);
      if (result) finish(result);
    };
    window.addEventListener('message', onMessage);
    // The message is posted before the popup closes itself; a short grace lets it arrive first.
    const timer = setInterval(() => {
      if (popup.closed) setTimeout(() => finish(null), 150);
    }, SOCIAL_POPUP_POLL_MS);
  });
}
