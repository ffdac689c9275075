import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { confirmAction } from '../../shell/confirm';
import { trans } from '../../shell/i18n';
import { toast } from '../../ui/toast-store';
import { billingApi, type BillingSubscription, refreshBootstrap } from './api';
import { formatDate } from './format';

/** After any subscription change: fresh user payload (subscribed flags) and billing data. */
export function useAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    await refreshBootstrap().catch(() => {});
    await queryClient.invalidateQueries({ queryKey: ['billing'] });
  };
}

/** Cancel at period end, after a confirm dialog that names the end date. Errors toast globally. */
export function useCancelSubscription() {
  const after = useAfterChange();
  const [, navigate] = useLocation();
  const mutation = useMutation({
    mutationFn: (id: number) => billingApi.cancel(id),
    onSuccess: async (res) => {
      await after();
      toast.positive(trans('Your subscription was canceled. You can use it until :date.', { date: formatDate(res.subscription.ends_at) }));
      navigate('/billing');
    },
  });
  const run = async (sub: BillingSubscription, periodEnd: string | null) => {
    const ok = await confirmAction({
      title: 'Cancel subscription?',
      body: periodEnd
        ? trans('Your plan stays active until :date, the end of the period you paid for. It will not renew.', {
            date: formatDate(periodEnd),
          })
        : trans('Your plan stays active until the end of the period you paid for. It will not renew.'),
      confirmLabel: 'Cancel subscription',
    });
    if (ok) mutation.mutate(sub.id);
  };
  return { run, isPending: mutation.isPending };
}

/** Renew: undo a cancel before the period ends. */
export function useResumeSubscription() {
  const after = useAfterChange();
  const [, navigate] = useLocation();
  const mutation = useMutation({
    mutationFn: (id: number) => billingApi.resume(id),
    onSuccess: async () => {
      await after();
      toast.positive(trans('Your subscription was renewed.'));
      navigate('/billing');
    },
  });
  return { run: (sub: BillingSubscription) => mutation.mutate(sub.id), isPending: mutation.isPending };
}
