import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { showHttpError } from '../../api/errors';
import { isHttpError } from '../../api/http';
import { type BrowserPushState, browserPushState, subscribeThisBrowser } from '../../api/push';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';

export const BLOCKED_MESSAGE = 'Notifications blocked. Please enable them for this site from browser settings.';
const UNSUPPORTED_MESSAGE = 'This browser cannot show notifications.';

/**
 * This browser's part of the "browser" channel: whether it receives the user's notifications, and
 * `enable()` to make it (asks for the permission, subscribes, tells the user when it cannot).
 */
export function useBrowserPush() {
  const t = useTrans();
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void browserPushState()
      .then(setState)
      .catch(() => setState('off'));
  }, []);

  const enable = useCallback(async () => {
    if (state === 'subscribed') return true;
    setPending(true);
    try {
      const result = await subscribeThisBrowser();
      setState(result === 'subscribed' ? 'subscribed' : result === 'denied' ? 'blocked' : 'unsupported');
      if (result === 'subscribed') return true;
      toast(t(result === 'denied' ? BLOCKED_MESSAGE : UNSUPPORTED_MESSAGE), { type: 'danger' });
      return false;
    } catch (err) {
      if (isHttpError(err)) showHttpError(err);
      else toast(t('Could not turn on notifications in this browser. Please try again later.'), { type: 'danger' });
      return false;
    } finally {
      setPending(false);
    }
  }, [state, t]);

  return { state, pending, enable };
}

/** Shown while some type has "browser" on but this browser will not show them (another device chose it, or it was signed out). */
export function BrowserPushNotice({ state, pending, onEnable }: { state: BrowserPushState; pending: boolean; onEnable: () => void }) {
  const t = useTrans();
  const text =
    state === 'blocked'
      ? BLOCKED_MESSAGE
      : state === 'unsupported'
        ? UNSUPPORTED_MESSAGE
        : 'Browser notifications are on, but this browser is not set up to show them yet.';
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 text-sm sm:flex-row sm:items-center"
      data-testid="browser-push-notice"
    >
      <p className="flex flex-1 items-start gap-3 text-muted">
        <BellRing size={18} className="mt-px shrink-0" aria-hidden />
        <span>{t(text)}</span>
      </p>
      {state === 'off' && (
        <Button size="sm" variant="secondary" loading={pending} onClick={onEnable}>
          {t('Turn on in this browser')}
        </Button>
      )}
    </div>
  );
}
