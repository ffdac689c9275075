import { useQuery } from '@tanstack/react-query';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { overviewQuery } from './api';
import { BillingShell, Card } from './billing-shell';
import { formatDate } from './format';
import { useCancelSubscription, useResumeSubscription } from './subscription-actions';

/** billing/cancel and billing/renew: the one action with its date, then a confirm. */
export function SubscriptionActionPage({ kind }: { kind: 'cancel' | 'renew' }) {
  const t = useTrans();
  const query = useQuery(overviewQuery);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const sub = query.data?.subscription;
  const title = kind === 'cancel' ? t('Cancel subscription') : t('Renew subscription');
  return (
    <BillingShell title={title} back>
      {query.isPending ? (
        <Skeleton className="h-48 w-full" rounded="rounded-2xl" />
      ) : !sub ? null : kind === 'cancel' ? (
        sub.ends_at ? (
          <Card title={title}>
            <p className="text-sm text-fg">{t('Your plan will be canceled on :date.', { date: formatDate(sub.ends_at) })}</p>
          </Card>
        ) : (
          <Card title={title}>
            <p className="text-sm leading-6 text-fg">
              {sub.renews_at
                ? t('If you cancel, your plan stays active until :date and will not renew.', { date: formatDate(sub.renews_at) })
                : t('If you cancel, your plan stays active until the end of the period you paid for.')}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <ButtonLink href="/billing" variant="ghost">
                {t('Keep my plan')}
              </ButtonLink>
              <Button variant="danger" onClick={() => cancel.run(sub, sub.renews_at)} loading={cancel.isPending}>
                {t('Cancel plan')}
              </Button>
            </div>
          </Card>
        )
      ) : sub.ends_at ? (
        <Card title={title}>
          <p className="text-sm leading-6 text-fg">
            {t('Your plan ends on :date. Renew it to keep watching without interruption.', { date: formatDate(sub.ends_at) })}
          </p>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => resume.run(sub)} loading={resume.isPending}>
              {t('Renew plan')}
            </Button>
          </div>
        </Card>
      ) : (
        <Card title={title}>
          <p className="text-sm text-fg">{t('Your plan renews automatically.')}</p>
        </Card>
      )}
    </BillingShell>
  );
}

export default function CancelPage() {
  return <SubscriptionActionPage kind="cancel" />;
}
