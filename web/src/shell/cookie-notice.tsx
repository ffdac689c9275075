import { useState } from 'react';
import { Cookie } from 'lucide-react';
import { setCookie } from '../api/cookies';
import { Button } from '../ui/button';
import { toast } from '../ui/toast-store';
import { useBootstrap } from './bootstrap';
import { useTrans } from './i18n';
import { useHydrated } from './use-hydrated';

export const COOKIE_NOTICE_COOKIE = 'cookie_notice';
export const COOKIE_NOTICE_DAYS = 30;

/** Hidden once accepted: OK sets the cookie_notice cookie for 30 days on path /. */
export function CookieNotice() {
  const t = useTrans();
  const { show_cookie_notice, settings } = useBootstrap();
  const [accepted, setAccepted] = useState(false);
  // not in server-rendered markup (src/http/ssr.ts): the notice appears once the page has hydrated
  const hydrated = useHydrated();
  if (!hydrated || !show_cookie_notice || accepted) return null;
  const notice = settings.cookie_notice ?? {};
  const top = notice.position === 'top';
  const accept = () => {
    setCookie(COOKIE_NOTICE_COOKIE, '1', COOKIE_NOTICE_DAYS);
    setAccepted(true);
    toast.positive(t('Cookie preferences saved'));
  };
  return (
    <>
      {/* Keeps the end of the page (footer) reachable above the fixed notice. */}
      {!top && <div aria-hidden className="h-44 sm:h-28" />}
      <div
        role="region"
        aria-label={t('Cookie notice')}
        data-testid="cookie-notice"
        data-cookie-notice={top ? 'top' : 'bottom'}
        className={`fixed inset-x-0 z-50 flex justify-center px-3 ${top ? 'top-3' : 'bottom-[calc(var(--mq-bottom-bar)+0.75rem)]'}`}
      >
        <div className="animate-fade-up flex w-full max-w-3xl flex-col gap-3 rounded-2xl border border-line bg-raised/95 p-4 text-sm text-fg shadow-2xl shadow-black/40 backdrop-blur-xl sm:flex-row sm:items-center sm:gap-4 sm:ps-5">
          <span aria-hidden className="hidden size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary sm:grid">
            <Cookie size={20} />
          </span>
          <p className="me-auto leading-6 text-muted">
            {t('We use cookies to keep you signed in, remember your preferences and understand how the site is used.')}{' '}
            {notice.button_link && (
              <a href={notice.button_link} className="font-medium text-fg underline underline-offset-4 hover:text-primary">
                {t('Learn more')}
              </a>
            )}
          </p>
          <Button onClick={accept} className="shrink-0 sm:min-w-24">
            {t(notice.button || 'OK')}
          </Button>
        </div>
      </div>
    </>
  );
}
