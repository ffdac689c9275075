import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { http } from '../../../api/http';
import { queryClient } from '../../../api/query-client';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { SessionRow } from '../../../ui/session-row';
import { AvatarRowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast-store';
import { askForPassword } from '../confirm-password';
import { Panel } from '../panel';

const sessionsKey = ['user-sessions'] as const;

/** GET user-sessions; POST user-sessions/logout-other with the password from the Confirm password dialog. */
export function SessionsPanel() {
  const t = useTrans();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: async () => (await api.get('user-sessions')).sessions,
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
            <SessionRow key={s.id} session={s} testId="session" alwaysSeparate />
          ))}
        </ul>
      )}
    </Panel>
  );
}
