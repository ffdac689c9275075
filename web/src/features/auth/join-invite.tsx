import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { queryClient } from '../../api/query-client';
import { bootstrapStore } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { IconBadge } from '../../ui/icon-badge';
import { Spinner } from '../../ui/spinner';
import { AuthHeader } from './auth-header';
import { signInTarget } from './api';
import { joinAfterSignIn } from './join-after-sign-in';

/** What a join page shows to a signed-in user: a short wait while the invite is accepted, then it moves on. */
export function JoinInvite({ inviteId }: { inviteId: string }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const search = useSearch();
  const started = useRef(false);
  useEffect(() => {
    // once per page, also under StrictMode's second effect run
    if (started.current) return;
    started.current = true;
    void joinAfterSignIn(queryClient, inviteId, signInTarget(bootstrapStore.get().user, search)).then((to) =>
      navigate(to, { replace: true }),
    );
  }, [inviteId, navigate, search]);
  return (
    <div data-testid="joining-workspace" aria-busy>
      <IconBadge icon={Users} />
      <AuthHeader title={t('Joining workspace')}>{t('One moment while we add you to the team.')}</AuthHeader>
      <Spinner label={t('Joining workspace')} />
    </div>
  );
}
