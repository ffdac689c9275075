import { useMutation, useQuery } from '@tanstack/react-query';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { http } from '../../../api/http';
import { queryClient } from '../../../api/query-client';
import { useTrans } from '../../../shell/i18n';
import { relativeTime } from '../../../shell/relative-time';
import { Button } from '../../../ui/button';
import { AvatarRowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast-store';
import { askForPassword } from '../confirm-password';
import { Panel } from '../panel';

export interface UserSession {
  id: string;
  device_type: 'mobile' | 'tablet' | 'other' | string;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  last_active: string;
  is_current_device: boolean;
}

const sessionsKey = ['user-sessions'] as const;

const DeviceIcon = ({ type }: { type: string }) =>
  type === 'mobile' ? (
    <Smartphone size={20} aria-hidden />
  ) : type === 'tablet' ? (
    <Tablet size={20} aria-hidden />
  ) : (
    <Monitor size={20} aria-hidden />
  );

/** GET user-sessions; POST user-sessions/logout-other with the password from the Confirm password dialog. */
export function SessionsPanel() {
  const t = useTrans();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await http.get<{ sessions: UserSession[] }>('user-sessions')).sessions,
  });
  const logoutOther = useMutation({
    mutationFn: () =>
      askForPassword({
        confirmLabel: t('Log out other sessions'),
        submit: (password) => http.post('user-sessions/logout-other', { password }),
      }),
    onSuccess: (done) => {
      if (!done) return;
      toast.positive(t('Logged out other sessions.'));
      return queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
  const list = sessions.data ?? [];
  return (
    <Panel
      id="sessions"
      title={t('Active sessions')}
      description={t(
        'If necessary, you may log out of all of your other browser sessions across all of your devices. Some of your recent sessions are listed below.',
      )}
      actions={
        <Button variant="secondary" loading={logoutOther.isPending} disabled={list.length < 2} onClick={() => logoutOther.mutate()}>
          {t('Log out other sessions')}
        </Button>
      }
    >
      {sessions.isPending ? (
        <AvatarRowsSkeleton
          rows={2}
          className="flex flex-col gap-4"
          rowClassName="flex items-center gap-4"
          avatarClassName="size-10"
          lineWidths={['w-40', 'w-64 max-w-full']}
        />
      ) : (
        <ul className="flex flex-col gap-4" data-testid="session-list">
          {list.map((s) => (
            <li key={s.id} className="flex items-center gap-4" data-testid="session">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-fg/6 text-muted">
                <DeviceIcon type={s.device_type} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-fg">
                  {[s.platform, s.browser].filter(Boolean).join(' - ') || t('Unknown device')}
                </p>
                <p className="truncate text-xs text-muted">
                  {[s.ip_address, [s.city, s.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                  {' · '}
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
          ))}
        </ul>
      )}
    </Panel>
  );
}
