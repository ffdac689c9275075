import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { api } from '../../../api/client';
import { queryClient } from '../../../api/query-client';
import { readBootstrapData } from '../../../shell/auth-actions';
import { applyBootstrapData } from '../../../shell/bootstrap';
import { confirmAction } from '../../../shell/confirm';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { type AccountUser, userPath } from '../api';
import { withConfirmedPassword } from '../confirm-password';
import { Panel } from '../panel';

/** The danger zone: DELETE users/{id}?deleteCurrentUser=true after a confirmation and a confirmed password. */
export function DeleteAccountPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const remove = useMutation({
    mutationFn: async () => {
      const sure = await confirmAction({
        title: 'Delete account',
        body: 'Are you sure you want to delete your account? All of your data will be permanently removed. This action cannot be undone.',
        confirmLabel: 'Delete',
      });
      if (!sure) return undefined;
      return withConfirmedPassword(() => api.delete('users/{ids}', { path: { ids: user.id }, query: { deleteCurrentUser: 'true' } }));
    },
    onSuccess: (out) => {
      if (!out) return;
      const data = readBootstrapData(out.result?.bootstrapData);
      if (data) applyBootstrapData(data);
      queryClient.clear();
      toast.positive(out.result?.message || t('Account deleted'));
      navigate('/', { replace: true });
    },
  });
  return (
    <Panel
      id="delete-account"
      tone="danger"
      title={t('Delete account')}
      description={t(
        'Permanently delete your account, your lists, ratings and reviews. Once your account is deleted, there is no going back.',
      )}
    >
      <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
        {t('Delete account')}
      </Button>
    </Panel>
  );
}
