import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { ApiResponse } from '../api/client';
import { useTrans } from '../shell/i18n';
import { relativeTime } from '../shell/relative-time';

/** A browser or device a user is signed in on (GET user-sessions, GET users/:id/sessions). */
export type UserSession = ApiResponse<'get', 'user-sessions'>['sessions'][number];

const DeviceIcon = ({ type }: { type: string }) =>
  type === 'mobile' ? (
    <Smartphone size={20} aria-hidden />
  ) : type === 'tablet' ? (
    <Tablet size={20} aria-hidden />
  ) : (
    <Monitor size={20} aria-hidden />
  );

/**
 * One session as a list item: device, platform and browser, where it is, and when it was last active.
 * `alwaysSeparate` puts the dot before "This device" / "Last active" even when the place is unknown.
 */
export function SessionRow({ session: s, testId, alwaysSeparate }: { session: UserSession; testId?: string; alwaysSeparate?: boolean }) {
  const t = useTrans();
  return (
    <li className="flex items-center gap-4" data-testid={testId}>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-fg/6 text-muted">
        <DeviceIcon type={s.device_type} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">
          {[s.platform, s.browser].filter(Boolean).join(' - ') || t('Unknown device')}
        </p>
        <p className="truncate text-xs text-muted">
          {[s.ip_address, [s.city, s.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
          {alwaysSeparate || s.ip_address || s.city || s.country ? ' · ' : ''}
          {s.is_current_device ? (
            <span className="font-semibold text-positive">{t('This device')}</span>
          ) : (
            <span>
              {t('Last active')} {relativeTime(s.last_active)}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
